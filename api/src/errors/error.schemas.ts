import { z } from 'zod';

/** The error model of every non-2xx answer, as documented in OpenAPI. */
export const ErrorResponseSchema = z
  .looseObject({
    error: z.string().describe('오류 코드 (예: VALIDATION_ERROR, NOT_FOUND, INTERNAL_ERROR)'),
    message: z.string().describe('사용자에게 보여줄 한국어 메시지'),
    errorId: z.string().describe('로그와 대조할 오류 ID (x-error-id 헤더와 같음)'),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorResponse' });

/** Spread into a route's `response` so the error model appears in its OpenAPI entry. */
export const errorResponses = {
  '4xx': ErrorResponseSchema,
  '5xx': ErrorResponseSchema,
} as const;
