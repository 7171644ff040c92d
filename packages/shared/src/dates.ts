import { TIME_ZONE } from './limits.js';

export const TR_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** A dues month as "YYYY-MM". */
export type DuesPeriod = string;

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Calendar fields of an instant as seen in Europe/Istanbul. */
export function istanbulParts(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const p = Object.fromEntries(partsFormatter.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour, minute: +p.minute, second: +p.second };
}

/** The dues period (Istanbul calendar month) an instant falls in. */
export function periodOf(at: Date): DuesPeriod {
  const { year, month } = istanbulParts(at);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function addMonths(period: DuesPeriod, months: number): DuesPeriod {
  const [y, m] = period.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" of an instant's Istanbul calendar day. */
export function istanbulDay(at: Date): string {
  const { year, month, day } = istanbulParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A calendar day ("YYYY-MM-DD") plus some days, negative for earlier (plain calendar arithmetic, no zone). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Midnight at the start of an Istanbul calendar day, as a UTC instant. */
export function istanbulMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Offset of Istanbul from UTC at that moment (+3 h today, but ask rather than assume).
  const p = istanbulParts(new Date(guess));
  const asIfUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return new Date(guess - (asIfUtc - guess));
}

/** The instant a period starts: its first day, 00:00 in Istanbul. */
export function periodStart(period: DuesPeriod): Date {
  const [y, m] = period.split('-').map(Number);
  return istanbulMidnight(y, m, 1);
}

/** "2026-11" → "Kasım 2026 Aidatı". */
export function duesDescription(period: DuesPeriod): string {
  const [y, m] = period.split('-').map(Number);
  return `${TR_MONTHS[m - 1]} ${y} Aidatı`;
}

/** Start of today in Istanbul, as a UTC instant. */
export function istanbulStartOfToday(now: Date = new Date()): Date {
  const { year, month, day } = istanbulParts(now);
  return istanbulMidnight(year, month, day);
}
