import { readAmountText } from '@aidat/shared';

/**
 * Every money field of the managers' screens (the panel, Tahsilat, Hesaplar, Giderler): Turkish
 * writing in, the API's number out, read the same way everywhere.
 */

/** A money field as a form hands it over: a number, the text as typed, or nothing when blank. */
export type TypedAmount = number | string | undefined;

/** A shared request body whose money field arrives as typed, so the server can name the field. */
export type WithTypedAmount<Body, Field extends keyof Body> = Omit<Body, Field> & { [K in Field]: TypedAmount };

/**
 * "1.250,50" or "1250.50" → 1250.5; blank → undefined (shared `readAmountText`, the reading the
 * server's schemas use). Text it does not read (an ambiguous "1,250.50", words) stays as typed, so
 * the schema check or the server names the field and says what is wrong with this value.
 */
export function parseAmount(text: string): TypedAmount {
  const read = readAmountText(text);
  if (read === null) return undefined;
  return 'value' in read ? read.value : text.trim();
}

const INPUT_FORMAT = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a field's starting text, written the Turkish way ("1.250,50") so parseAmount reads it back. */
export function amountInputText(value: number): string {
  return INPUT_FORMAT.format(value);
}
