import { dayjs } from '../../../lib/dayjs';

/** Local-time helpers of the date-time picker: a day from the calendar plus an "HH:mm" text. */

export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** "HH:mm" of a date in local time. */
export function timeText(date: Date): string {
  return dayjs(date).format('HH:mm');
}

/** The instant at `time` ("HH:mm") on the local calendar day of `day`; null for a malformed time. */
export function combine(day: Date, time: string): Date | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[1]), Number(match[2]));
}

/** What the input shows: DD.MM.YYYY HH:mm (SPEC §9). */
export function displayText(date: Date | null): string {
  return date ? dayjs(date).format('DD.MM.YYYY HH:mm') : '';
}

/** Keeps digits only and puts the colon in: "1445" and "14:45" both read "14:45". */
export function normalizeTimeInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
