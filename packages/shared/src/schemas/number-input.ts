import { z } from 'zod';

/**
 * A number that may arrive as text (path segments and query strings always do). Only a number or
 * a numeric string passes: `z.coerce.number()` would also turn an array such as `[1]` into a number
 * (`Number([1])` is 1), so a body sending `siteId: [1]` was accepted as site 1.
 */
export function numberInput<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess(numericTextToNumber, schema);
}

function numericTextToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return value;
  const n = Number(text);
  return Number.isFinite(n) ? n : value;
}
