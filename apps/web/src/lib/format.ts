import { formatBalance, formatMoney } from '@aidat/shared';
import { dayjs } from './dayjs';
import { MESSAGES } from './messages';

export { formatBalance, formatMoney };

/** The three date formats of SPEC §9. */
export const DATE_FORMATS = {
  dateTime: 'DD.MM.YYYY HH:mm:ss',
  date: 'DD.MM.YYYY',
  dateTimeShort: 'DD.MM.YYYY HH:mm',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;
export type DateInput = string | number | Date | null | undefined;

/** What an absent optional date shows; absent is not invalid. */
export const NO_DATE = MESSAGES.common.empty;

/**
 * Server timestamps are UTC. A string without an offset ("2025-01-01T10:00:00") is read as UTC
 * too, then everything is shown in the browser's local time.
 */
export function formatDate(value: DateInput, format: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return NO_DATE;
  try {
    const parsed = typeof value === 'string' ? dayjs.utc(value).local() : dayjs(value);
    if (!parsed.isValid()) return MESSAGES.dates.invalid;
    return parsed.format(DATE_FORMATS[format]);
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
