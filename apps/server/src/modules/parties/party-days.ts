/** Days as the parties' texts print them: "2026-03-01" → "01.03.2026". */
export const trDay = (day: string) => day.split('-').reverse().join('.');

/** The day before a "YYYY-MM-DD" day (calendar arithmetic in UTC, where no day is skipped). */
export function dayBefore(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}
