/**
 * A unit's payment reference (PRODUCT.md §14), e.g. "GNS-A5": the site's short code, then the
 * unit's block and door. The resident writes it on a bank transfer, it is printed on the unit's
 * statements and receipts, and the bank statement import finds the unit by it.
 *
 * The site's code is stored on the site (sites.payment_code, unique): made once from the name
 * when the site is created, so renaming a site or moving a resident never changes a reference.
 * The unit's part is derived from its block and door each time, so it needs no storage and can
 * never disagree with them.
 */

/** Letters and digits only, upper case ASCII: 'Güneş Sitesi' → 'GUNESSITESI'. */
function asciiLettersAndDigits(text: string): string {
  return text
    .replace(/\u0131/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const SITE_CODE_LENGTH = 3;

/**
 * The three letters a site's code starts from: the name's first letter, then the consonants after
 * it, then its vowels, padded with X ('Güneş Sitesi' → 'GNS', 'Deniz Apartmanı' → 'DNZ', 'Ayla' →
 * 'AYL'). The stored code is this, or this with 2, 3, … when another site has it already.
 */
export function siteCodeBase(siteName: string): string {
  const letters = asciiLettersAndDigits(siteName).replace(/[0-9]/g, '');
  const first = letters.slice(0, 1);
  const rest = letters.slice(1);
  const consonants = rest.replace(/[AEIOU]/g, '');
  const vowels = rest.replace(/[^AEIOU]/g, '');
  return `${first}${consonants}${vowels}XXX`.slice(0, SITE_CODE_LENGTH);
}

/** The n-th candidate code of a base: the base itself, then base2, base3, … */
export function siteCodeCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}${n}`;
}

/**
 * The unit's reference. Block and door are kept as written (letters and digits only, upper case,
 * Turkish letters included). The usual "A" + "5" is written together, "GNS-A5"; any other pair gets
 * a dash between ("GNS-A1-5", "GNS-3-12"), so that no two units of a site (block and door are
 * unique per site) can share one: "A1" + "5" and "A" + "15" stay "GNS-A1-5" and "GNS-A15".
 */
export function paymentReference(siteCode: string, block: string, doorNumber: string): string {
  const clean = (label: string) => label.toLocaleUpperCase('tr-TR').replace(/[^\p{L}\p{N}]/gu, '');
  const b = clean(block);
  const d = clean(doorNumber);
  const together = /^\p{L}+$/u.test(b) && /^\p{N}+$/u.test(d);
  return together ? `${siteCode}-${b}${d}` : `${siteCode}-${b}-${d}`;
}
