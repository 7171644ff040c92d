/** Query of a site's ledger download (PRODUCT.md §11): a range of Istanbul days, both ends included. */
import { z } from 'zod';
import { SITE_LEDGER_MAX_DAYS, SITE_LEDGER_TEXTS as T } from '../messages/site-ledger.js';

const DAY_MS = 24 * 3_600_000;

/** "YYYY-MM-DD" as a UTC day number, or null when it is not a day of the calendar (2026-02-30). */
export function calendarDay(text: string): number | null {
  const match = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return at / DAY_MS;
}

// One check for the shape and the calendar, so a bad day gets one message that names its field.
const day = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => calendarDay(text) !== null, { message });

export const SiteLedgerQuery = z
  .object({ from: day(T.fromInvalid).optional(), to: day(T.toInvalid).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: T.rangeInvalid, path: ['to'] })
  .refine((q) => !q.from || !q.to || calendarDay(q.to)! - calendarDay(q.from)! + 1 <= SITE_LEDGER_MAX_DAYS, {
    message: T.rangeTooLong,
    path: ['to'],
  });
export type SiteLedgerQuery = z.output<typeof SiteLedgerQuery>;
