/**
 * Splitting a total over a site's units (PRODUCT.md §12, KMK art. 20; docs/shares-and-late-fees.md):
 * in integer kuruş, by weight (equal, arsa payı or m²), rounded once with the largest-remainder
 * method. Each unit gets the floor of its exact share; the kuruş left over go one each to the
 * largest remainders, ties by block then door number in natural order, so the parts add up to the
 * total exactly, no part is a kuruş or more off its exact share, and the answer does not depend on
 * the order the units come in. Pure, so the web can preview what the server will charge.
 */
import { AppError } from '../errors.js';
import { SPLIT_TEXTS } from '../messages/split.js';
import { byBlockAndDoor } from '../natural-order.js';
import { landShareOf, lcm } from './land-share.js';

export type SplitMethod = 'equal' | 'landShare' | 'area';

export interface SplitUnit {
  id: number;
  block: string;
  doorNumber: string;
  /** Arsa payı from the title deed; 'landShare' needs it on every unit. */
  landShareNumerator?: number | null;
  landShareDenominator?: number | null;
  /** m², decimals allowed (taken to the hundredth); 'area' uses it, 0 pays nothing. */
  squareMeters?: number;
}

export interface SplitPart {
  unitId: number;
  amountKurus: number;
}

export type SplitErrorReason = 'zeroWeight' | 'missingLandShare';

/**
 * A split that cannot be made from the site's data: no units, every unit 0 m², or units without
 * an arsa payı. A 400 with a Turkish message when it reaches the server's error handler.
 */
export class SplitError extends AppError {
  constructor(
    readonly reason: SplitErrorReason,
    message: string,
    /** The units at fault (those without an arsa payı). */
    readonly unitIds: readonly number[] = [],
  ) {
    super('ValidationError', message);
    this.name = 'SplitError';
  }
}

/**
 * The parts of `totalKurus` (a whole, non-negative number of kuruş) for each unit, in the order
 * the units were given. Bad numbers (a negative total, a negative m², a duplicate unit) are the
 * caller's bug and throw a RangeError; what the site's data may lack throws a SplitError.
 */
export function splitTotal(totalKurus: number, units: readonly SplitUnit[], method: SplitMethod): SplitPart[] {
  if (!Number.isSafeInteger(totalKurus) || totalKurus < 0) throw new RangeError(`invalid total ${totalKurus}`);
  if (new Set(units.map((u) => u.id)).size !== units.length) throw new RangeError('a unit appears twice');
  const weights = weightsOf(units, method);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0n);
  if (totalWeight === 0n) {
    throw new SplitError('zeroWeight', units.length === 0 ? SPLIT_TEXTS.noUnits : SPLIT_TEXTS.zeroArea);
  }

  // Exact share of unit i: total × wᵢ / W. Its floor and remainder (over W) in BigInt, as
  // total × wᵢ can pass 2⁵³ (a 10-million-lira total by a share with a six-digit denominator).
  const total = BigInt(totalKurus);
  const floors = weights.map((w) => (total * w) / totalWeight);
  const remainders = weights.map((w) => (total * w) % totalWeight);
  // Σ remainders = leftover × W with each remainder < W, so leftover < the number of units.
  const leftover = Number(total - floors.reduce((sum, f) => sum + f, 0n));

  const order = units.map((_, i) => i);
  order.sort((a, b) => compareBigDesc(remainders[a], remainders[b]) || byBlockAndDoor(units[a], units[b]));
  const amounts = floors.map(Number);
  for (const i of order.slice(0, leftover)) amounts[i] += 1;
  return units.map((unit, i) => ({ unitId: unit.id, amountKurus: amounts[i] }));
}

function compareBigDesc(a: bigint, b: bigint): number {
  return a > b ? -1 : a < b ? 1 : 0;
}

/** Each unit's weight as a whole number, all on one scale, so the shares are exact ratios. */
function weightsOf(units: readonly SplitUnit[], method: SplitMethod): bigint[] {
  switch (method) {
    case 'equal':
      return units.map(() => 1n);
    case 'area':
      return units.map((unit) => BigInt(areaHundredths(unit.squareMeters ?? 0)));
    case 'landShare': {
      const shares = units.map((unit) =>
        landShareOf({
          landShareNumerator: unit.landShareNumerator ?? null,
          landShareDenominator: unit.landShareDenominator ?? null,
        }),
      );
      const missing = units.filter((_, i) => shares[i] === null).map((unit) => unit.id);
      if (missing.length > 0) {
        throw new SplitError('missingLandShare', SPLIT_TEXTS.missingLandShare(missing.length), missing);
      }
      // n/d over the common denominator L is n × (L / d): whole numbers in the shares' own ratio.
      const common = shares.reduce((l, share) => lcm(l, share!.denominator), 1n);
      return shares.map((share) => share!.numerator * (common / share!.denominator));
    }
  }
}

/** m² in whole hundredths, through text so that 85.35 is 8535 and not 8534.999…. */
function areaHundredths(squareMeters: number): number {
  if (!Number.isFinite(squareMeters) || squareMeters < 0) throw new RangeError(`invalid area ${squareMeters}`);
  return Math.round(Number((squareMeters * 100).toPrecision(15)));
}
