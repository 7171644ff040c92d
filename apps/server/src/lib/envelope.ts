import { type EnvelopeCode, type ErrorDetails, SUCCESS_MESSAGE } from '@aidat/shared';
import { z } from 'zod';

export { SUCCESS_MESSAGE };

export function ok<T>(data: T, message: string = SUCCESS_MESSAGE) {
  return { isSuccess: true as const, code: 'Success' as const, message, data };
}

/**
 * A failure: its code and Turkish message, and `details` (the field, row or column it is about)
 * only when there are some, so an answer without them keeps the four keys.
 */
export function failure(code: EnvelopeCode, message: string, data: unknown = null, details?: ErrorDetails) {
  const place = details && Object.keys(details).length > 0 ? { details } : {};
  return { isSuccess: false, code, message, data, ...place };
}

/** Response schema of a successful envelope around `data`. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    isSuccess: z.literal(true),
    code: z.literal('Success'),
    message: z.string(),
    data,
  });
}

export const EmptyEnvelope = envelope(z.null());
