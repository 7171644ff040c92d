/** A day in Istanbul, `days` from today, as a date field takes it ("2026-12-20"). */
export function istanbulDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}
