import { dayjs } from '../../../lib/dayjs';
import type { TypedAmount } from '../api/typed-amount';

/**
 * A typed amount as the API wants it: "1.250,50" or "1250.50" → 1250.5. Blank is undefined (the
 * server answers "required"); text that is not a number is sent as typed so the server names the
 * field and the rule, the one place the rules live.
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

/** Today as a date input's value (YYYY-MM-DD) in the browser's calendar. */
export function todayInput(): string {
  return dayjs().format('YYYY-MM-DD');
}
