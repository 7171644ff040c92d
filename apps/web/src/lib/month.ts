/**
 * Calendar months "YYYY-MM" as the books count them: in Istanbul's calendar (PRODUCT.md §10), not
 * the browser's, so a manager abroad or a phone on another zone sees the same month as the server.
 * No dayjs: the resident's 'Sitemizin Hesapları' uses this and counts against its budget.
 */

const istanbulMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
});

/** The month an instant falls in, in Istanbul. */
export function monthOf(instant: Date): string {
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

// The month's own first day read in UTC, so no zone moves it into the month before.
const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Kasım 2026". */
export function formatMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number);
  return monthName.format(Date.UTC(year, monthNo - 1));
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
