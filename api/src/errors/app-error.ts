import { errorMessages, type ErrorCode } from '../messages';

/** Field-level detail attached to a VALIDATION_ERROR. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The one error type services throw. The error plugin turns it into `{error, message, errorId}`;
 * anything else that reaches the plugin is treated as an internal error and never shown to the client.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: readonly FieldIssue[],
    /** Extra top-level fields some clients read (e.g. login's attempts/locked). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  static of(status: number, code: ErrorCode, details?: readonly FieldIssue[]): AppError {
    return new AppError(status, code, errorMessages[code], details);
  }

  static notFound(code: ErrorCode = 'NOT_FOUND'): AppError {
    return AppError.of(404, code);
  }
}
