import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../errors/app-error';
import { errorMessages, validationMessages, type ErrorCode } from '../messages';
import { setHeadersOutsideHooks } from './security-headers';
import { RESOURCE_POLICY } from './security-headers.policy';

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
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own errors whose status alone would say too little. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
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
    const code = FRAMEWORK_CODES[fastifyError?.code ?? ''] ?? STATUS_CODES[status] ?? 'BAD_REQUEST';
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

/**
 * Fastify answers a bad percent-encoding or an over-long path parameter before any route or error handler, with
 * its own body that echoes the address: `frameworkErrors` (a server option) routes them through sendError.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these answers, so the security headers are set here.
  sendError(request, setHeadersOutsideHooks(request, reply), error);
}

const STATUS_CODES_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

const CLIENT_ERROR_STATUS: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
};

/**
 * Requests Node's HTTP parser refuses (malformed start line, bad header bytes, headers too large) never reach
 * Fastify; the socket gets this answer in the same error format instead of Node's bare one.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, code] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'BAD_REQUEST' as ErrorCode];
  const errorId = newErrorId();
  const body = JSON.stringify({ error: code, message: errorMessages[code], errorId });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES_TEXT[status] ?? 'Bad Request'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'X-Frame-Options: DENY\r\n' +
      `Content-Security-Policy: ${RESOURCE_POLICY}\r\n` +
      `x-error-id: ${errorId}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

async function errorHandlerPlugin(fastify: FastifyInstance): Promise<void> {
  fastify.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export default fp(errorHandlerPlugin, { name: 'error-handler', fastify: '5.x' });
