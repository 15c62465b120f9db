import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../errors/app-error';
import { errorMessages, validationMessages, type ErrorCode } from '../messages';

/** Body of every non-2xx answer. */
export interface ErrorBody {
  error: string;
  message: string;
  errorId: string;
  details?: FieldIssue[];
  [extra: string]: unknown;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const HANGUL = /[\uac00-\ud7a3]/;

export function newErrorId(): string {
  return randomBytes(6).toString('hex');
}

/** Korean text for one zod issue; a schema that already carries a Korean message (shared-contracts) wins. */
function describeIssue(issue: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  if (issue.message && HANGUL.test(issue.message)) return issue.message;
  const p = issue.params;
  const isString = p.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message?.includes('received undefined') ? validationMessages.required : validationMessages.invalidType;
    case 'too_small':
      return isString ? validationMessages.tooShort(p.minimum as number) : validationMessages.tooSmall(p.minimum as number);
    case 'too_big':
      return isString ? validationMessages.tooLong(p.maximum as number) : validationMessages.tooBig(p.maximum as number);
    case 'invalid_value':
      return validationMessages.invalidValue(((p.values as unknown[] | undefined) ?? []).map(String).join(', '));
    case 'unrecognized_keys':
      return validationMessages.unknownKey;
    case 'not_multiple_of':
      return validationMessages.notInteger;
    default:
      return validationMessages.invalidFormat;
  }
}

function validationError(error: FastifyError): AppError {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : (error.validation ?? []);
  const details: FieldIssue[] = issues.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
    message: describeIssue({
      keyword: issue.keyword,
      message: issue.message,
      params: (issue.params ?? {}) as Record<string, unknown>,
    }),
  }));
  const summary = details.map((d) => `${validationMessages.fieldPrefix(d.field)}${d.message}`).join(', ');
  const message = summary ? `${errorMessages.VALIDATION_ERROR} (${summary})` : errorMessages.VALIDATION_ERROR;
  return new AppError(400, 'VALIDATION_ERROR', message, details);
}

/** Maps anything thrown to the public error; `internal` marks errors whose text must never reach the client. */
function classify(error: unknown): { appError: AppError; internal: boolean } {
  if (error instanceof AppError) return { appError: error, internal: error.status >= 500 };
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) return { appError: validationError(fastifyError as FastifyError), internal: false };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    return { appError: new AppError(status, code, errorMessages[code]), internal: false };
  }
  if (status === 503) return { appError: AppError.of(503, 'SERVICE_UNAVAILABLE'), internal: true };
  return { appError: AppError.of(500, 'INTERNAL_ERROR'), internal: true };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { appError, internal } = classify(error);
  const errorId = newErrorId();
  if (internal || appError.status >= 500) {
    // The only place the real cause is visible: the log line carries the id the user sees.
    request.log.error({ err: error, errorId, url: request.url, method: request.method }, 'request failed');
  } else {
    request.log.info({ errorId, code: appError.code, status: appError.status }, appError.message);
  }
  const body: ErrorBody = {
    ...appError.extra,
    error: appError.code,
    message: appError.message,
    errorId,
    ...(appError.details && appError.details.length > 0 ? { details: [...appError.details] } : {}),
  };
  return reply
    .code(appError.status)
    .header('x-error-id', errorId)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

async function errorHandlerPlugin(fastify: FastifyInstance): Promise<void> {
  fastify.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export default fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
