import { addDays, BUDGET_TEXTS, type BudgetDto, type BudgetRevaluationDto, kurusToLira } from '@aidat/shared';
import type { BudgetRow } from './budgets.repository.js';

/** The seven days KMK art. 37 gives owners to object to a served işletme projesi. */
export const OBJECTION_DAYS = 7;

/** "YYYY-MM-DD" of an instant in Istanbul; a calendar day plus some days. */
export { addDays, istanbulDay as dayOf } from '@aidat/shared';

/** How many months from `from` to `to` ("YYYY-MM"; negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

export const totalKurusOf = (row: Pick<BudgetRow, 'lines'>) =>
  row.lines.reduce((sum, line) => sum + line.yearlyAmountKurus, 0);

/** Basis points as a percent with two decimals, e.g. 2549 → 25.49. */
const bpsToPercent = (bps: number) => bps / 100;
const percentText = (bps: number) => bpsToPercent(bps).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

export interface RevaluationFigures {
  rateBps: number;
  comparedKurus: number | null;
  increaseBps: number | null;
  warning: boolean;
}

export function toRevaluationDto(r: RevaluationFigures): BudgetRevaluationDto {
  return {
    ratePercent: bpsToPercent(r.rateBps),
    comparedTotal: r.comparedKurus === null ? null : kurusToLira(r.comparedKurus),
    increasePercent: r.increaseBps === null ? null : bpsToPercent(r.increaseBps),
    warning: r.warning,
    message:
      r.warning && r.increaseBps !== null
        ? BUDGET_TEXTS.revaluationWarning(percentText(r.increaseBps), percentText(r.rateBps))
        : null,
  };
}

/** The stored revaluation check of a served or approved budget. */
function storedRevaluation(row: BudgetRow): RevaluationFigures | null {
  if (row.revaluationRateBps === null) return null;
  return {
    rateBps: row.revaluationRateBps,
    comparedKurus: row.comparedTotalKurus,
    increaseBps: row.increaseBps,
    warning: row.revaluationWarning,
  };
}

/** A budget as the API answers it; a draft's revaluation is the one worked out now, if given. */
export function toBudgetDto(row: BudgetRow, draftRevaluation: RevaluationFigures | null = null): BudgetDto {
  const revaluation = row.status === 'draft' ? draftRevaluation : storedRevaluation(row);
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    total: kurusToLira(totalKurusOf(row)),
    lines: row.lines.map((l) => ({
      categoryId: l.categoryId,
      categoryName: l.categoryName,
      yearlyAmount: kurusToLira(l.yearlyAmountKurus),
      split: l.split,
    })),
    servedAt: row.servedAt,
    objectionEndsAt: row.servedAt === null ? null : addDays(row.servedAt, OBJECTION_DAYS),
    revaluation: revaluation === null ? null : toRevaluationDto(revaluation),
    decisionNo: row.decisionNo,
    decidedAt: row.decidedAt,
    decisionId: row.decisionMotionId,
    appliesFrom: row.appliesFrom,
  };
}
