import { formatBalance, formatMoney } from '@aidat/shared';
import { MESSAGES } from './messages-common';

export { formatBalance, formatMoney };

/** The three date formats of SPEC §9, by name: DD.MM.YYYY HH:mm:ss, DD.MM.YYYY, DD.MM.YYYY HH:mm. */
export type DateFormat = 'dateTime' | 'date' | 'dateTimeShort';
export type DateInput = string | number | Date | null | undefined;

/** What an absent optional date shows; absent is not invalid. */
export const NO_DATE = MESSAGES.common.empty;

// An ISO-like timestamp without an offset, e.g. "2025-01-01T10:00:00" or "2025-01-01 10:00:00.5",
// the forms dayjs.utc() reads field by field (the app used it before; pages share this reading).
const NO_OFFSET = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * Server timestamps are UTC: a string without an offset is read as UTC too; one with an offset
 * or 'Z' as written. Numbers and Dates are instants already. Invalid input gives an Invalid Date.
 */
export function parseServerDate(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  const m = NO_OFFSET.exec(value);
  if (!m) return new Date(value);
  const [, year, month, day, hour, minute, second, fraction] = m;
  return new Date(
    Date.UTC(
      Number(year),
      Number(month || 1) - 1,
      Number(day || 1),
      Number(hour || 0),
      Number(minute || 0),
      Number(second || 0),
      Number((fraction || '0').slice(0, 3)),
    ),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date in the browser's local time in one of SPEC §9's formats. Written out by hand rather
 * than with Intl.DateTimeFormat: its Turkish pattern is 'DD.MM.YYYY HH:mm:ss' too, but a date
 * library or locale data is weight on every resident page for three fixed patterns.
 */
export function formatDate(value: DateInput, format: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return NO_DATE;
  try {
    const d = parseServerDate(value);
    if (Number.isNaN(d.getTime())) return MESSAGES.dates.invalid;
    const date = `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
    if (format === 'date') return date;
    const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
    return format === 'dateTimeShort' ? `${date} ${time}` : `${date} ${time}:${pad(d.getSeconds())}`;
  } catch {
    return MESSAGES.dates.error;
  }
}

/** Balance tone of SPEC §2: credit green, debt red, zero neutral. */
export function balanceTone(value: number): 'positive' | 'negative' | 'zero' {
  if (!Number.isFinite(value) || Math.round(value * 100) === 0) return 'zero';
  return value > 0 ? 'positive' : 'negative';
}

/** "mm:ss" for the OTP countdown. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
