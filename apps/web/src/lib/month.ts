/**
 * Calendar months "YYYY-MM" as the books count them: in Istanbul's calendar (PRODUCT.md §10), not
 * the browser's, so a manager abroad or a phone on another zone sees the same month as the server.
 * No dayjs: the resident's 'Sitemizin Hesapları' uses this and counts against its budget.
 */

// Made on first use, not when a page's chunk loads: a phone's first Intl formatter loads locale
// and zone data in one task of 100-150 ms under a 4× CPU slowdown (bench/tap.ts).
let istanbulMonth: Intl.DateTimeFormat | undefined;

/** The month an instant falls in, in Istanbul. */
export function monthOf(instant: Date): string {
  istanbulMonth ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  });
  const parts = istanbulMonth.formatToParts(instant);
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** This month in Istanbul. */
export function currentMonth(now: Date = new Date()): string {
  return monthOf(now);
}

/** The month `delta` months after `month` (before it when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNo] = month.split('-').map(Number);
  const index = year * 12 + (monthNo - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Turkish month names, as Intl.DateTimeFormat('tr-TR', { month: 'long' }) writes them (month.test.ts). */
const MONTH_NAMES = [
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
];

/** "2026-11" → "Kasım 2026" (written out by hand: no Intl on the resident's unit page, above). */
export function formatMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number);
  return `${MONTH_NAMES[monthNo - 1]} ${year}`;
}

/** The month's first and last days, "YYYY-MM-DD": a date range that covers the month. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNo] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The last `count` months up to and including `latest`, newest first: a month picker's options. */
export function recentMonths(latest: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(latest, -i));
}
