import { type EnvelopeCode, SUCCESS_MESSAGE } from '@aidat/shared';
import { z } from 'zod';

export { SUCCESS_MESSAGE };

export function ok<T>(data: T, message: string = SUCCESS_MESSAGE) {
  return { isSuccess: true as const, code: 'Success' as const, message, data };
}

export function failure(code: EnvelopeCode, message: string, data: unknown = null) {
  return { isSuccess: false, code, message, data };
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
