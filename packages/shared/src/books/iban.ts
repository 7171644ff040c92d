/**
 * A Turkish IBAN (PRODUCT.md §10): 'TR', two check digits and 22 digits (a five-digit bank code,
 * a reserve digit and a sixteen-digit account number), 26 characters in all. Accepted as people
 * write it, grouped by spaces and in either case; kept without spaces and upper-cased.
 */
export const TURKISH_IBAN_LENGTH = 26;

/** The IBAN without spaces and upper-cased, or null unless it is 'TR' + 24 digits with a valid mod-97 check. */
export function normalizeTurkishIban(input: string): string | null {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  return turkishIbanProblem(iban) === null ? iban : null;
}

/**
 * What is wrong with an IBAN as typed, so that the message says it: not 'TR' and 24 digits
 * ('format'), or the right shape with check digits that do not match (a digit mistyped:
 * 'checksum'); null when it is a valid Turkish IBAN.
 */
export function turkishIbanProblem(input: string): 'format' | 'checksum' | null {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return 'format';
  return ibanChecksumValid(iban) ? null : 'checksum';
}

/** ISO 13616: the first four characters moved to the end, letters as 10..35, the number mod 97 is 1. */
function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
