/**
 * The kurul's instants as Turkey's clock tells them (UTC+3 all year since 2016), whatever the
 * browser's zone: a meeting is in the site's town, and the çağrı and the PDFs print that clock.
 */

const ISTANBUL = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "12.12.2026 14:00" for an ISO instant. */
export function instantText(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : ISTANBUL.format(date).replace(',', '').replace(/\s+/, ' ');
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local field's "2026-12-12T14:00", read as Turkey's clock: "2026-12-12T14:00:00+03:00". */
export function localToInstant(value: string): string | null {
  return LOCAL.test(value) ? `${value}:00+03:00` : null;
}

/** A datetime-local value `days` later on the same clock ("" stays ""). */
export function addDaysLocal(value: string, days: number): string {
  const m = LOCAL.exec(value);
  if (!m) return '';
  const t = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + days, +m[4], +m[5]));
  return t.toISOString().slice(0, 16);
}

/** Whole days (fractional) from one datetime-local value to another; null when either is not one. */
export function daysBetweenLocal(from: string, to: string): number | null {
  const a = localToInstant(from);
  const b = localToInstant(to);
  if (!a || !b) return null;
  return (Date.parse(b) - Date.parse(a)) / 86_400_000;
}

/** An ISO instant as a datetime-local field's value on Turkey's clock (UTC+3): "2026-12-12T14:00". */
export function instantToLocal(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + 3 * 3_600_000).toISOString().slice(0, 16);
}
