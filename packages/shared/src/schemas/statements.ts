/** Query of a unit's account statement (PRODUCT.md §11): a range of Istanbul days, both ends included. */
import { z } from 'zod';
import { STATEMENT_TEXTS } from '../messages/statements.js';

const day = z
  .string()
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: STATEMENT_TEXTS.dayInvalid });

export const StatementQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STATEMENT_TEXTS.rangeInvalid, path: ['to'] });
export type StatementQuery = z.output<typeof StatementQuery>;
