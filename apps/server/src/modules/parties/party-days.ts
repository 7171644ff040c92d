import { addDays } from '@aidat/shared';

/** Days as the parties' texts print them: "2026-03-01" → "01.03.2026". */
export const trDay = (day: string) => day.split('-').reverse().join('.');

/** The day before a "YYYY-MM-DD" day. */
export const dayBefore = (day: string) => addDays(day, -1);
