/**
 * The owners form's shares as typed (PRODUCT.md §16): read as whole numbers and summed exactly, in
 * integers, as the server's `sharesMakeWhole` sums them, so no float ever sees a share.
 */

/** One owner's share as the form holds it. */
export interface TypedShare {
  shareNumerator: string;
  shareDenominator: string;
}

export interface Share {
  shareNumerator: number;
  shareDenominator: number;
}

const WHOLE = /^\d+$/;

/** A typed whole number, or null when the text is not one ('', '1,5', '1/2', '0'). */
export function readWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** Every row's share as numbers, or null while any half is blank or not a positive whole number. */
export function readShares(rows: readonly TypedShare[]): Share[] | null {
  const shares: Share[] = [];
  for (const row of rows) {
    const shareNumerator = readWhole(row.shareNumerator);
    const shareDenominator = readWhole(row.shareDenominator);
    if (shareNumerator === null || shareDenominator === null) return null;
    shares.push({ shareNumerator, shareDenominator });
  }
  return shares;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The shares summed as a reduced fraction: '3/4', or '1' (and '2') when whole. */
export function shareSumText(shares: readonly Share[]): string {
  let num = 0n;
  let den = 1n;
  for (const s of shares) {
    num = num * BigInt(s.shareDenominator) + BigInt(s.shareNumerator) * den;
    den *= BigInt(s.shareDenominator);
  }
  const g = gcd(num, den);
  if (g > 1n) {
    num /= g;
    den /= g;
  }
  return den === 1n ? String(num) : `${num}/${den}`;
}
