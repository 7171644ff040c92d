/**
 * Every money field of the managers' screens (the panel, Tahsilat, Hesaplar, Giderler): Turkish
 * writing in, the API's number out, read the same way everywhere.
 */

/** A money field as a form hands it over: a number, the text as typed, or nothing when blank. */
export type TypedAmount = number | string | undefined;

/** A shared request body whose money field arrives as typed, so the server can name the field. */
export type WithTypedAmount<Body, Field extends keyof Body> = Omit<Body, Field> & { [K in Field]: TypedAmount };

/**
 * "1.250,50" or "1250.50" → 1250.5; blank → undefined; text that is not a number stays as typed,
 * so the schema check (or the server) names the field and the rule it breaks.
 */
export function parseAmount(text: string): TypedAmount {
  const trimmed = text.replace(/\s|₺/g, '');
  if (!trimmed) return undefined;
  // Dots group thousands and the comma is the decimal mark; without a comma a dot is a decimal
  // point unless it splits off groups of exactly three digits ("1.250" is 1250).
  const thousandsOnly = /^\d{1,3}(\.\d{3})+$/.test(trimmed);
  const normalised = trimmed.includes(',') || thousandsOnly ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return text.trim();
  return Number(normalised);
}

const INPUT_FORMAT = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a field's starting text, written the Turkish way ("1.250,50") so parseAmount reads it back. */
export function amountInputText(value: number): string {
  return INPUT_FORMAT.format(value);
}
