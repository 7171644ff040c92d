/**
 * The arithmetic of an işletme projesi (PRODUCT.md §13, docs/budget.md), pure so the web can show
 * what the server will charge. Every figure is whole kuruş:
 * - each line's yearly amount is split over the units by its rule with splitTotal (largest
 *   remainder), and a unit's yearly share is the sum of its parts, so the units' shares add up to
 *   the budget's total exactly;
 * - a yearly share is spread over the twelve months as floor(share / 12) each, the kuruş left over
 *   one each to the first months, so the twelve months add up to the share exactly;
 * - "budgeted to date" after n months is the sum of the first n months of the same spread.
 */
import { type SplitMethod, type SplitUnit, splitTotal } from './split.js';

export const BUDGET_MONTHS = 12;

export const BUDGET_SPLITS = ['equal', 'landShare', 'area'] as const satisfies readonly SplitMethod[];
export type BudgetSplitMethod = (typeof BUDGET_SPLITS)[number];

export interface BudgetLinePlan {
  yearlyAmountKurus: number;
  split: BudgetSplitMethod;
}

export interface UnitBudgetShare {
  unitId: number;
  yearlyKurus: number;
  /** The twelve months of the period, in order. */
  monthlyKurus: number[];
}

/** `total` spread over `months` months: the floor each, the remainder one kuruş each to the first months. */
export function spreadOverMonths(totalKurus: number, months: number = BUDGET_MONTHS): number[] {
  if (!Number.isSafeInteger(totalKurus) || totalKurus < 0) throw new RangeError(`invalid total ${totalKurus}`);
  const base = Math.floor(totalKurus / months);
  const rest = totalKurus - base * months;
  return Array.from({ length: months }, (_, i) => base + (i < rest ? 1 : 0));
}

/** The first `elapsedMonths` months (0–12) of a yearly amount's spread, summed. */
export function budgetedToDate(yearlyKurus: number, elapsedMonths: number): number {
  const n = Math.max(0, Math.min(BUDGET_MONTHS, Math.trunc(elapsedMonths)));
  const base = Math.floor(yearlyKurus / BUDGET_MONTHS);
  return base * n + Math.min(n, yearlyKurus - base * BUDGET_MONTHS);
}

/**
 * Each unit's yearly share of the budget and its twelve monthly dues, in the order the units were
 * given. A rule the site's data cannot serve (no units, no m², a unit without an arsa payı) is
 * splitTotal's SplitError.
 */
export function planUnitShares(lines: readonly BudgetLinePlan[], units: readonly SplitUnit[]): UnitBudgetShare[] {
  const yearly = new Map(units.map((u) => [u.id, 0]));
  for (const line of lines) {
    for (const part of splitTotal(line.yearlyAmountKurus, units, line.split)) {
      yearly.set(part.unitId, (yearly.get(part.unitId) ?? 0) + part.amountKurus);
    }
  }
  return units.map((u) => {
    const yearlyKurus = yearly.get(u.id) ?? 0;
    return { unitId: u.id, yearlyKurus, monthlyKurus: spreadOverMonths(yearlyKurus) };
  });
}

/** "25.49" (percent, at most two decimals) → 2549 basis points; null when it is not such a number. */
export function percentToBps(value: string): number | null {
  const m = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export interface RevaluationCheck {
  /** The increase over the compared total in basis points (rounded toward zero); null without a total to compare. */
  increaseBps: number | null;
  /** True when the new total is above the compared one by more than the rate. */
  warning: boolean;
}

/** Compares a budget's total with last year's (both kuruş) against the revaluation rate (basis points). */
export function checkRevaluation(totalKurus: number, comparedKurus: number | null, rateBps: number): RevaluationCheck {
  if (comparedKurus === null || comparedKurus <= 0) return { increaseBps: null, warning: false };
  const total = BigInt(totalKurus);
  const compared = BigInt(comparedKurus);
  const increase = ((total - compared) * 10_000n) / compared;
  // Exact: total > compared × (1 + rate), in integers.
  const warning = total * 10_000n > compared * BigInt(10_000 + rateBps);
  return { increaseBps: Number(increase), warning };
}
