import { z } from 'zod/mini';

/** Every non-2xx answer of the API (ARCHITECTURE §4): CODE, Korean message, id also sent as x-error-id. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  errorId: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
