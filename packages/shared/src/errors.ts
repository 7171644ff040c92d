import { DEFAULT_ERROR_MESSAGES } from './messages/errors.js';
import type { ErrorDetails } from './schemas/error-details.js';

/** Every envelope code the API can answer with, and the HTTP status it travels with. */
export const ERROR_STATUS = {
  ValidationError: 400,
  Unauthorized: 401,
  Forbidden: 403,
  UserBlocked: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  InternalError: 500,
  MaintenanceMode: 503,
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type EnvelopeCode = ErrorCode | 'Success';

export { DEFAULT_ERROR_MESSAGES };

export interface AppErrorOptions {
  /** Response headers sent with the error (Retry-After of a 429). */
  headers?: Record<string, string>;
  /** Where the error is (the field; the row and column of a list or file): the envelope's `details`. */
  details?: ErrorDetails;
}

/**
 * The one error type services throw; the server's error handler turns it into the envelope. An
 * error about one field, or one row of a list or file, says so in `details` beside its message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers;
    this.details = options.details;
  }
}

/** Every answer; a failure may also carry `details` (which field, row or column it is about). */
export interface Envelope<T> {
  isSuccess: boolean;
  code: EnvelopeCode;
  message: string;
  data: T | null;
  details?: ErrorDetails;
}
