/**
 * Arsa payı (land share) arithmetic, exact: a share is two integers from the title deed (e.g.
 * 18/1256), never a float, and sums of shares with different denominators are taken in BigInt,
 * where the common denominator may grow past what a number holds exactly.
 */

export interface LandShare {
  landShareNumerator: number | null;
  landShareDenominator: number | null;
}

export function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return a === 0n || b === 0n ? 0n : (a / gcd(a, b)) * b;
}

/** A unit's share when it has one (both numbers given), else null. */
export function landShareOf(unit: LandShare): { numerator: bigint; denominator: bigint } | null {
  const { landShareNumerator: n, landShareDenominator: d } = unit;
  if (n === null || d === null) return null;
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0) {
    throw new RangeError(`invalid land share ${n}/${d}`);
  }
  return { numerator: BigInt(n), denominator: BigInt(d) };
}

/**
 * Whether a site's land shares add up to one (PRODUCT.md §12 asks the site to warn when not).
 * `landShareTotal` is the reduced sum of the shares that are given, or null in the rare case it
 * does not fit in JSON numbers exactly (many different denominators); `complete` is true only when
 * every unit has a share and they add up to exactly 1; `missing` counts the units without one.
 */
export interface LandShareSummary {
  landShareTotal: { numerator: number; denominator: number } | null;
  complete: boolean;
  missing: number;
}

export function summariseLandShares(units: readonly LandShare[]): LandShareSummary {
  let numerator = 0n;
  let denominator = 1n;
  let missing = 0;
  for (const unit of units) {
    const share = landShareOf(unit);
    if (share === null) {
      missing += 1;
      continue;
    }
    const common = lcm(denominator, share.denominator);
    numerator = numerator * (common / denominator) + share.numerator * (common / share.denominator);
    denominator = common;
    const divisor = gcd(numerator, denominator);
    numerator /= divisor;
    denominator /= divisor;
  }
  const fits = numerator <= BigInt(Number.MAX_SAFE_INTEGER) && denominator <= BigInt(Number.MAX_SAFE_INTEGER);
  return {
    landShareTotal: fits ? { numerator: Number(numerator), denominator: Number(denominator) } : null,
    complete: units.length > 0 && missing === 0 && numerator === denominator,
    missing,
  };
}
