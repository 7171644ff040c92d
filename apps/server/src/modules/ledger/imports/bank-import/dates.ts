import { istanbulMidnight } from '@aidat/shared';
import type { LocalDateTime, SheetCell } from './sheet.js';

/**
 * Dates of a statement as the Istanbul calendar day (and time, when the bank gives one) it was
 * written with. Turkish exports write the day first: "05.01.2026", "05/01/2026",
 * "05/01/2026-14:35:07" (İş Bankası), "05.01.2026 14:35"; an ISO "2026-01-05" is read too. A
 * real .xlsx date cell arrives already split (xlsx.ts). Impossible days (31.02.2026) are refused,
 * not rolled over into March.
 */
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:(?:\s+|\s*-\s*|T)(.+))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:(?:\s+|T)(.+))?$/;
const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

export function parseDate(input: string): LocalDateTime | null {
  const text = input.trim();
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst ? null : ISO.exec(text);
  if (!dayFirst && !iso) return null;
  const [year, month, day, rest] = dayFirst
    ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]), dayFirst[4]]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3]), iso![4]];
  if (!validDay(year, month, day)) return null;
  const date: LocalDateTime = { day: `${year}-${pad(month)}-${pad(day)}` };
  if (rest === undefined) return date;
  const time = parseTime(rest);
  if (time === null) return null;
  return time === '00:00:00' ? date : { ...date, time };
}

/** "14:35", "14:35:07", "14.35" → "HH:mm:ss"; null when it is not a time of day. */
export function parseTime(input: string): string | null {
  const m = TIME.exec(input.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return `${pad(h)}:${pad(min)}:${pad(s)}`;
}

/** A cell's date: the real date an .xlsx cell holds, else its text. */
export function dateOfCell(cell: SheetCell): LocalDateTime | null {
  return cell.date ?? parseDate(cell.text);
}

/** A cell's time of day: an .xlsx time cell (a date on Excel's day zero) or its text. */
export function timeOfCell(cell: SheetCell): string | null {
  if (cell.date) return cell.date.time ?? '00:00:00';
  return parseTime(cell.text);
}

/** The instant a statement row happened: its time in Istanbul, or noon of its day when it has none. */
export function instantOf(date: LocalDateTime): Date {
  const [y, m, d] = date.day.split('-').map(Number);
  const [h, min, s] = (date.time ?? '12:00:00').split(':').map(Number);
  return new Date(istanbulMidnight(y, m, d).getTime() + ((h * 60 + min) * 60 + s) * 1000);
}

function validDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
