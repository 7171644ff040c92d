import { DEFAULT_ERROR_MESSAGES } from './messages/errors.js';

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

/** The one error type services throw; the server's error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, headers?: Record<string, string>) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
  }
}

export interface Envelope<T> {
  isSuccess: boolean;
  code: EnvelopeCode;
  message: string;
  data: T | null;
}
