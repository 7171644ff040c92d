import type { TypedAmount } from '../api/typed-amount';

/**
 * A typed amount as the API wants it: "1.250,50" or "1250.50" → 1250.5. Blank is undefined (the
 * server answers "required"); text that is not a number is sent as typed so the server names the
 * field and the rule, the one place the rules live. The same reading as the Yönetim Paneli's
 * payment form, kept here because features do not import each other.
 */
export function parseAmount(text: string): TypedAmount {
  const trimmed = text.replace(/\s|₺/g, '');
  if (!trimmed) return undefined;
  // Turkish writing: dots group thousands, the comma is the decimal mark. Without a comma a dot is
  // a decimal point, unless it splits off groups of exactly three digits ("1.250" is 1250).
  const thousandsOnly = /^\d{1,3}(\.\d{3})+$/.test(trimmed);
  const normalised = trimmed.includes(',') || thousandsOnly ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return text.trim();
  return Number(normalised);
}

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Istanbul as a date input's value (YYYY-MM-DD): the day the books count it on. */
export function todayInput(now: Date = new Date()): string {
  return istanbulDay.format(now);
}

/** "12,5 MB" / "340 KB": an attachment's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}
