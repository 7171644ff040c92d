/**
 * What an ek bütçe charges (PRODUCT.md §12): each unit's part, by a fixed amount per unit or by a
 * total split with `splitTotal`, and each part spread over monthly instalments. Pure and shared, so
 * the manager's confirmation in the browser shows exactly the kuruş the server will post.
 */
import { type SplitMethod, type SplitPart, type SplitUnit, splitTotal } from './split.js';

export const ADDITIONAL_CHARGE_SPLITS = ['perUnit', 'equal', 'landShare', 'area'] as const;

/**
 * Whom an ek bütçe is asked of first (PRODUCT.md §16): the owners (demirbaş, renovation: the
 * default) or the occupant (a running-cost shortfall the kurul puts on the users).
 */
export const CHARGED_TO = ['owner', 'occupant'] as const;
export type ChargedTo = (typeof CHARGED_TO)[number];
/** Every charge's `payerRole` (PRODUCT.md §16): an ek bütçe's is its chargedTo, dues and their fees 'occupant'. */
export const PAYER_ROLES = CHARGED_TO;
export type PayerRole = ChargedTo;
export type ChargeSplit = (typeof ADDITIONAL_CHARGE_SPLITS)[number];

/** A part is charged in one go (1) or in 2–36 monthly instalments. */
export const INSTALLMENTS_MIN = 2;
export const INSTALLMENTS_MAX = 36;

export interface AdditionalChargePlanInput {
  split: ChargeSplit;
  /** 'perUnit' only: what every unit is charged. */
  amountPerUnitKurus?: number;
  /** The splits only: the total shared out over the units. */
  totalKurus?: number;
}

/**
 * Each unit's part of the ek bütçe, in the order the units were given. A split that the site's data
 * cannot carry (no units, no m², a missing arsa payı) throws splitTotal's SplitError.
 */
export function planAdditionalCharge(units: readonly SplitUnit[], input: AdditionalChargePlanInput): SplitPart[] {
  if (input.split === 'perUnit') {
    const amount = input.amountPerUnitKurus ?? 0;
    return units.map((unit) => ({ unitId: unit.id, amountKurus: amount }));
  }
  return splitTotal(input.totalKurus ?? 0, units, input.split satisfies SplitMethod);
}

/**
 * A part spread over `count` monthly instalments by the largest-remainder method: every instalment
 * is the floor of part ÷ count and the kuruş left over go one each to the earliest instalments
 * (all remainders are equal, so the tie goes to the earlier month). They add up to the part exactly.
 */
export function splitInstallments(partKurus: number, count: number): number[] {
  if (!Number.isSafeInteger(partKurus) || partKurus < 0) throw new RangeError(`invalid part ${partKurus}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`invalid instalment count ${count}`);
  const base = Math.floor(partKurus / count);
  const extra = partKurus - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}
