import type { SheetCell } from './sheet.js';

/**
 * Amounts of a statement as integer kuruş, read from the written digits and never through a
 * float sum (house rule: money is integer kuruş). Accepted as Turkish banks write them (research
 * §4: "1.234,56", signed or split; VakıfBank's "+00000000000005038.80"): '.' or ',' as the
 * decimal mark, the other one grouping thousands, a sign in front ('+', '-', '−'), behind
 * ("50,00-", as ledgers print a debit) or as brackets ("(50,00)", the accountants' negative), with
 * 'TL', 'TRY' or '₺' on either side and spaces anywhere.
 *
 * What cannot be told apart is refused rather than guessed: "1,234" (English thousands, or a
 * Turkish amount with three decimals?) and "12.3456" are problems for the manager to see.
 * A single '.' before exactly three digits is the Turkish thousands mark ("+1.000" is a thousand
 * lira), as in every Turkish bank's display.
 */

/** 10^13 lira would overflow exact integers in kuruş long before any bank statement gets there. */
const MAX_INTEGER_DIGITS = 13;

export function parseAmount(input: string): number | null {
  let text = input.replace(/TRY|TL|\u20BA/gi, '').replace(/[\s\u00A0\u202F]/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = bracketed[1];
  }
  const sign = /^([+\-\u2212]?)([\d.,]+?)([+\-\u2212]?)$/.exec(text);
  if (!sign) return null;
  const [, lead, digits, trail] = sign;
  if (lead && trail) return null;
  if (bracketed && (lead || trail)) return null;
  if (lead === '-' || lead === '\u2212' || trail === '-' || trail === '\u2212') negative = true;
  const parts = splitDecimal(digits);
  if (!parts) return null;
  const kurus = Number(parts.integer) * 100 + Number(parts.fraction.padEnd(2, '0'));
  return negative && kurus !== 0 ? -kurus : kurus;
}

/** The digits before and after the decimal mark, grouping removed; null when they are not a clear amount. */
function splitDecimal(digits: string): { integer: string; fraction: string } | null {
  if (!/^\d/.test(digits)) return null;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let decimalMark: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalMark = lastDot > lastComma ? '.' : ',';
  } else if (lastComma >= 0) {
    // A single comma is the Turkish decimal mark; several are English thousands.
    const commas = digits.split(',').length - 1;
    if (commas === 1) {
      if (digits.length - lastComma - 1 > 2) return null;
      decimalMark = ',';
    }
  } else if (lastDot >= 0) {
    // A single dot before one or two digits is a decimal point ("1234.56"); before three it
    // groups thousands ("1.000"); several dots group thousands.
    const dots = digits.split('.').length - 1;
    const after = digits.length - lastDot - 1;
    if (dots === 1 && after !== 3) {
      if (after === 0 || after > 2) return null;
      decimalMark = '.';
    }
  }
  const at = decimalMark ? digits.lastIndexOf(decimalMark) : digits.length;
  const integerPart = digits.slice(0, at);
  const fraction = decimalMark ? digits.slice(at + 1) : '';
  if (!/^\d{0,2}$/.test(fraction) || (decimalMark && fraction === '')) return null;
  const grouping = decimalMark === '.' ? ',' : decimalMark === ',' ? '.' : lastDot >= 0 ? '.' : ',';
  let integer = integerPart;
  if (integerPart.includes(grouping)) {
    // Groups of three after a first group of one to three digits that does not start with 0.
    const groups = integerPart.split(grouping);
    if (!/^[1-9]\d{0,2}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
    integer = groups.join('');
  }
  if (!/^\d+$/.test(integer)) return null;
  integer = integer.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  return { integer, fraction };
}

/**
 * A number cell in kuruş. The cell holds the nearest binary float to what the bank wrote
 * (1234.56 is 1234.5599999999999…); toFixed(2) prints the correctly rounded two-decimal text of
 * that float, and the integer is read from the text, so no multiplication can drift.
 */
export function kurusFromNumber(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 10 ** MAX_INTEGER_DIGITS) return null;
  const fixed = /^(-?)(\d+)\.(\d{2})$/.exec(value.toFixed(2));
  if (!fixed) return null;
  const kurus = Number(fixed[2]) * 100 + Number(fixed[3]);
  return fixed[1] && kurus !== 0 ? -kurus : kurus;
}

/** A cell's amount in kuruş: from the number an .xlsx cell holds, else from its text. */
export function amountOfCell(cell: SheetCell): number | null {
  return cell.number !== undefined ? kurusFromNumber(cell.number) : parseAmount(cell.text);
}
