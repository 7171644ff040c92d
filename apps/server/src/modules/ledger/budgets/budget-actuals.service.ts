import {
  AppError,
  addMonths,
  BUDGET_MONTHS,
  BUDGET_TEXTS,
  type BudgetActualsDto,
  budgetedToDate,
  kurusToLira,
  periodOf,
  periodStart,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { dayOf, monthsBetween, toBudgetDto } from './budget-dto.js';
import { approvedBudgetsOfSite, type BudgetRow, budgetById, spentByCategory } from './budgets.repository.js';

/**
 * Budget vs actual (PRODUCT.md §13): per category, what the budget allows so far, what was spent
 * (the site's expenses, §10, reversals netted) and the difference. "So far" counts the months of
 * the period begun by today, the current one included; a line's budget to date is the sum of those
 * first months of its yearly amount spread over twelve (budget-plan.ts), so whole kuruş, and the
 * whole year once the period has ended. Spent counts the period's expenses up to now.
 */
async function actualsOf(db: DbOrTx, row: BudgetRow, now: Date): Promise<BudgetActualsDto> {
  const current = periodOf(now);
  const elapsedMonths = Math.max(0, Math.min(BUDGET_MONTHS, monthsBetween(row.periodStart, current) + 1));
  const periodEndsAt = periodStart(addMonths(row.periodEnd, 1));
  const to = now < periodEndsAt ? now : periodEndsAt;
  const from = periodStart(row.periodStart);
  const spent = elapsedMonths === 0 ? [] : await spentByCategory(db, row.siteId, from, to);
  const spentBy = new Map(spent.map((s) => [s.categoryId, s.amountKurus]));

  const figures = row.lines.map((l) => ({
    categoryId: l.categoryId,
    categoryName: l.categoryName,
    yearlyKurus: l.yearlyAmountKurus,
    toDateKurus: budgetedToDate(l.yearlyAmountKurus, elapsedMonths),
    spentKurus: spentBy.get(l.categoryId) ?? 0,
  }));
  // Spending in a category the budget has no line for is shown too, against nothing.
  const budgeted = new Set(row.lines.map((l) => l.categoryId));
  for (const s of spent) {
    if (!budgeted.has(s.categoryId)) {
      figures.push({ ...s, yearlyKurus: 0, toDateKurus: 0, spentKurus: s.amountKurus });
    }
  }
  const toRow = (f: { yearlyKurus: number; toDateKurus: number; spentKurus: number }) => ({
    yearly: kurusToLira(f.yearlyKurus),
    budgetedToDate: kurusToLira(f.toDateKurus),
    spent: kurusToLira(f.spentKurus),
    difference: kurusToLira(f.toDateKurus - f.spentKurus),
  });
  const sum = (key: 'yearlyKurus' | 'toDateKurus' | 'spentKurus') => figures.reduce((a, f) => a + f[key], 0);
  return {
    budget: toBudgetDto(row),
    asOf: dayOf(now),
    elapsedMonths,
    rows: figures.map((f) => ({ categoryId: f.categoryId, categoryName: f.categoryName, ...toRow(f) })),
    totals: toRow({ yearlyKurus: sum('yearlyKurus'), toDateKurus: sum('toDateKurus'), spentKurus: sum('spentKurus') }),
  };
}

/** GET /api/siteadmin/budgets/{id}/actuals. */
export async function managerBudgetActuals(
  db: Db,
  user: SessionUser,
  id: number,
  now: Date = new Date(),
): Promise<BudgetActualsDto> {
  await requireAccess(db, user, { kind: 'budget', id });
  return actualsOf(db, (await budgetById(db, id))!, now);
}

/**
 * GET /api/me/sites/{siteId}/budget: for anyone living in one of the site's units, the approved
 * budget covering this month, else the latest approved one. Only the site's totals (KVKK).
 */
export async function residentBudgetActuals(
  db: Db,
  user: SessionUser,
  siteId: number,
  now: Date = new Date(),
): Promise<BudgetActualsDto> {
  await requireAccess(db, user, { kind: 'residentSite', id: siteId });
  const current = periodOf(now);
  const approved = await approvedBudgetsOfSite(db, siteId);
  const row = approved.find((b) => b.periodStart <= current && current <= b.periodEnd) ?? approved[0];
  if (!row) throw new AppError('NotFound', BUDGET_TEXTS.noApprovedBudget);
  return actualsOf(db, row, now);
}
