import { AppError, istanbulMidnight, istanbulParts, istanbulStartOfToday, SITE_ADMIN_TEXTS } from '@aidat/shared';

const HOUR = 3_600_000;
const EARLIEST = Date.UTC(2000, 0, 1);
/** Every caller's day is its body's `date`. */
const ON_DATE = { details: { field: 'date' } };

/**
 * The instant a payment or charge is posted at. No date: now. A calendar day (the usual form
 * input): now when it is today, else noon of that Istanbul day, so the entry shows that day in any
 * Turkish time and sorts after the midnight month charge. A full ISO instant is kept as is.
 * Anything after today (Istanbul) is refused.
 */
export function resolveEntryDate(input: string | undefined, now: Date = new Date()): Date {
  if (!input) return now;
  const endOfToday = istanbulStartOfToday(now).getTime() + 24 * HOUR;
  let at: Date;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (day) {
    const today = istanbulParts(now);
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    at =
      y === today.year && m === today.month && d === today.day
        ? now
        : new Date(istanbulMidnight(y, m, d).getTime() + 12 * HOUR);
  } else {
    at = new Date(input);
  }
  if (at.getTime() >= endOfToday) throw new AppError('ValidationError', SITE_ADMIN_TEXTS.futureDate, ON_DATE);
  if (at.getTime() < EARLIEST) throw new AppError('ValidationError', SITE_ADMIN_TEXTS.tooOldDate, ON_DATE);
  return at;
}

/** "YYYY-MM-DD" of an instant's Istanbul day (packages/shared, handed on for the ledger's callers). */
export { istanbulDay } from '@aidat/shared';
