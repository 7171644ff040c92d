import {
  AppError,
  addMonths,
  BUDGET_FIELD_LABELS,
  BUDGET_TEXTS,
  type BudgetApprovalDto,
  budgetPeriodLabel,
  kurusToLira,
  periodOf,
  planUnitShares,
} from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { firstOpenMonth, siteDues, splitUnitsOfSite } from '../charges/public.js';
import { fillChargedThroughFromLedger, istanbulDay, post } from '../posting/public.js';
import { addDays, monthsBetween, OBJECTION_DAYS, toBudgetDto } from './budget-dto.js';
import { approvedBudgetsOfSite, budgetById, markApproved, saveUnitDues } from './budgets.repository.js';
import { checkPastDay } from './budgets.service.js';
import { passedDecisionOf } from '../../meetings/public.js';

/** The later of two "YYYY-MM" months (they sort as text). */
function laterMonth(a: string, b: string): string {
  if (a > b) return a;
  return b;
}

/**
 * How the budget became final (KMK 37, PRODUCT.md §13): by the kurul's decision, on or after the
 * day it was served (allowed while the objection window is still open: the screen says so), or,
 * without one, by no objection within 7 days, from the 8th day on (the day it is marked so).
 */
function finalBy(
  input: { decisionNo?: string; decidedAt?: string },
  servedAt: string,
  now: Date,
): { decisionNo: string | null; decidedAt: string } {
  if (input.decisionNo !== undefined && input.decidedAt !== undefined) {
    if (input.decidedAt < servedAt) throw new AppError('ValidationError', BUDGET_TEXTS.decidedBeforeServed);
    return { decisionNo: input.decisionNo, decidedAt: input.decidedAt };
  }
  const lastDay = addDays(servedAt, OBJECTION_DAYS);
  const today = istanbulDay(now);
  if (today <= lastDay)
    throw new AppError('Conflict', BUDGET_TEXTS.objectionWindowOpen(trDay(lastDay), trDay(addDays(lastDay, 1))));
  return { decisionNo: null, decidedAt: today };
}

/** "2026-12-08" → "08.12.2026". */
const trDay = (day: string) => day.split('-').reverse().join('.');

/**
 * POST /api/siteadmin/budgets/{id}/approve (PRODUCT.md §13, docs/budget.md): the kurul approved a
 * served budget. It then sets the monthly dues of its period: each line split over the site's units
 * by its rule, summed per unit, spread over the twelve months (budget-plan.ts), stored per unit and
 * month in budget_unit_dues, which the accrual charges instead of the site's dues rule.
 *
 * Months already charged are never changed (as a dues rule change, §12): the budget applies from
 * the first month of its period that is not charged yet, and the answer says which. Units added
 * later have no row and pay the site's dues rule. When the budget applies to this month and this
 * month is not charged yet, it is charged now, as a dues rule change for this month is.
 */
export async function approveBudget(
  db: Db,
  user: SessionUser,
  id: number,
  input: { decisionNo?: string; decidedAt?: string; decisionId?: number },
  now: Date = new Date(),
): Promise<BudgetApprovalDto> {
  const { siteId } = await requireAccess(db, user, { kind: 'budget', id });
  if (input.decidedAt !== undefined) checkPastDay(input.decidedAt, BUDGET_FIELD_LABELS.decidedAt, now);
  const current = periodOf(now);
  try {
    return await db.transaction(async (tx) => {
      // The site's row first, as a dues rule change and the accrual lock it: the months read below
      // are the months charged, and a concurrent approval of the same site waits for this one.
      await siteDues(tx, siteId, true);
      await fillChargedThroughFromLedger(tx, siteId);
      const row = (await budgetById(tx, id, true))!;
      if (row.status !== 'served') throw new AppError('Conflict', BUDGET_TEXTS.notServed);
      // A passed motion of the site's kurul (PRODUCT.md §18) gives the number and day not typed.
      const kurul = input.decisionId === undefined ? null : await passedDecisionOf(tx, siteId, input.decisionId);
      const decision = finalBy(
        kurul
          ? { decisionNo: input.decisionNo ?? String(kurul.number), decidedAt: input.decidedAt ?? kurul.decidedOn }
          : input,
        row.servedAt!,
        now,
      );
      // One budget sets a month's dues: no overlap with another approved budget of the site.
      for (const other of await approvedBudgetsOfSite(tx, siteId)) {
        if (other.periodStart === row.periodStart) {
          throw new AppError(
            'Conflict',
            BUDGET_TEXTS.approvedExists(budgetPeriodLabel(row.periodStart, row.periodEnd)),
          );
        }
        if (other.periodStart <= row.periodEnd && other.periodEnd >= row.periodStart) {
          throw new AppError(
            'Conflict',
            BUDGET_TEXTS.overlapsApproved(budgetPeriodLabel(other.periodStart, other.periodEnd)),
          );
        }
      }

      const chargedThrough = (await siteDues(tx, siteId))!.chargedThrough;
      const open = firstOpenMonth(chargedThrough, current);
      const appliesFrom = laterMonth(open, row.periodStart);
      if (appliesFrom > row.periodEnd) {
        throw new AppError('ValidationError', BUDGET_TEXTS.periodCharged(chargedThrough ?? row.periodEnd));
      }
      const skip = monthsBetween(row.periodStart, appliesFrom);
      const months = Array.from({ length: monthsBetween(appliesFrom, row.periodEnd) + 1 }, (_, i) =>
        addMonths(appliesFrom, i),
      );

      const units = await splitUnitsOfSite(tx, siteId);
      const shares = planUnitShares(row.lines, units);
      await saveUnitDues(
        tx,
        id,
        shares.flatMap((s) =>
          months.map((period, i) => ({ unitId: s.unitId, period, amountKurus: s.monthlyKurus[skip + i] })),
        ),
      );
      await markApproved(tx, id, { ...decision, decisionMotionId: kurul?.motionId ?? null, appliesFrom });

      const chargedUnits =
        appliesFrom === current
          ? (await post(tx, [{ kind: 'siteDuesMonth', siteId, period: current }], { by: user.id }))[0].count
          : 0;

      const saved = (await budgetById(tx, id))!;
      const byId = new Map(units.map((u) => [u.id, u]));
      return {
        budget: toBudgetDto(saved),
        appliesFrom,
        months,
        message: BUDGET_TEXTS.appliesFrom(appliesFrom),
        chargedUnits,
        units: shares.map((s) => ({
          unitId: s.unitId,
          block: byId.get(s.unitId)!.block,
          doorNumber: byId.get(s.unitId)!.doorNumber,
          yearly: kurusToLira(s.yearlyKurus),
          monthly: s.monthlyKurus.slice(skip).map(kurusToLira),
        })),
      };
    });
  } catch (err) {
    // Two approvals of one period at once: the unique index refuses the second.
    if (isUniqueViolation(err)) {
      const row = await budgetById(db, id);
      throw new AppError('Conflict', BUDGET_TEXTS.approvedExists(budgetPeriodLabel(row!.periodStart, row!.periodEnd)));
    }
    throw err;
  }
}
