/** "2026-01-05" → "05.01.2026"; the API's days are calendar days, no time zone to convert. */
export function dayText(day: string | null | undefined): string {
  return day ? day.split('-').reverse().join('.') : '-';
}
