import type { BudgetSplitMethod, BudgetStatus } from '@aidat/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { budgetLines, budgets, budgetUnitDues, expenseCategories, sites } from '../../../db/schema/index.js';

/** The queries of the işletme projesi (PRODUCT.md §13); amounts in kuruş, months "YYYY-MM". */

const budgetColumns = {
  id: budgets.id,
  siteId: budgets.siteId,
  siteName: sites.name,
  periodStart: budgets.periodStart,
  periodEnd: budgets.periodEnd,
  status: budgets.status,
  servedAt: budgets.servedAt,
  revaluationRateBps: budgets.revaluationRateBps,
  comparedTotalKurus: budgets.comparedTotalKurus,
  increaseBps: budgets.increaseBps,
  revaluationWarning: budgets.revaluationWarning,
  decisionNo: budgets.decisionNo,
  decidedAt: budgets.decidedAt,
  decisionMotionId: budgets.decisionMotionId,
  appliesFrom: budgets.appliesFrom,
};

export interface BudgetLineRow {
  categoryId: number;
  categoryName: string;
  yearlyAmountKurus: number;
  split: BudgetSplitMethod;
}

export interface BudgetRow {
  id: number;
  siteId: number;
  siteName: string;
  periodStart: string;
  periodEnd: string;
  status: BudgetStatus;
  servedAt: string | null;
  revaluationRateBps: number | null;
  comparedTotalKurus: number | null;
  increaseBps: number | null;
  revaluationWarning: boolean;
  decisionNo: string | null;
  decidedAt: string | null;
  decisionMotionId: number | null;
  appliesFrom: string | null;
  lines: BudgetLineRow[];
}

/** Budgets with their lines (in the order given), by id or by site, newest period first. */
async function budgetsWhere(db: DbOrTx, where: ReturnType<typeof eq>, lock = false): Promise<BudgetRow[]> {
  const query = db
    .select(budgetColumns)
    .from(budgets)
    .innerJoin(sites, eq(sites.id, budgets.siteId))
    .where(where)
    .orderBy(desc(budgets.periodStart), desc(budgets.id));
  const rows = await (lock ? query.for('update', { of: budgets }) : query);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      budgetId: budgetLines.budgetId,
      categoryId: budgetLines.categoryId,
      categoryName: expenseCategories.name,
      yearlyAmountKurus: budgetLines.yearlyAmountKurus,
      split: budgetLines.split,
    })
    .from(budgetLines)
    .innerJoin(expenseCategories, eq(expenseCategories.id, budgetLines.categoryId))
    .where(
      inArray(
        budgetLines.budgetId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(budgetLines.budgetId), asc(budgetLines.position));
  return rows.map((r) => ({
    ...r,
    status: r.status as BudgetStatus,
    lines: lines
      .filter((l) => l.budgetId === r.id)
      .map(({ budgetId: _, ...l }) => ({ ...l, split: l.split as BudgetSplitMethod })),
  }));
}

export async function budgetById(db: DbOrTx, id: number, lock = false): Promise<BudgetRow | undefined> {
  return (await budgetsWhere(db, eq(budgets.id, id), lock))[0];
}

export function budgetsOfSite(db: DbOrTx, siteId: number): Promise<BudgetRow[]> {
  return budgetsWhere(db, eq(budgets.siteId, siteId));
}

/** The site's approved budgets, newest period first. */
export function approvedBudgetsOfSite(db: DbOrTx, siteId: number): Promise<BudgetRow[]> {
  return budgetsWhere(db, and(eq(budgets.siteId, siteId), eq(budgets.status, 'approved'))!);
}

export async function insertBudget(
  tx: DbOrTx,
  values: { siteId: number; periodStart: string; periodEnd: string; createdById: number },
): Promise<number> {
  const [row] = await tx
    .insert(budgets)
    .values({
      siteId: values.siteId,
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      createdBy: values.createdById,
    })
    .returning({ id: budgets.id });
  return row.id;
}

/** The site's categories among `ids`. */
export async function categoryIdsOfSite(db: DbOrTx, siteId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.siteId, siteId), inArray(expenseCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces a draft's lines with these, in this order. */
export async function replaceLines(
  tx: DbOrTx,
  budgetId: number,
  siteId: number,
  lines: Array<{ categoryId: number; yearlyAmountKurus: number; split: BudgetSplitMethod }>,
): Promise<void> {
  await tx.delete(budgetLines).where(eq(budgetLines.budgetId, budgetId));
  if (lines.length === 0) return;
  await tx.insert(budgetLines).values(lines.map((l, i) => ({ ...l, budgetId, siteId, position: i })));
}

export async function markServed(
  tx: DbOrTx,
  id: number,
  values: {
    servedAt: string;
    revaluationRateBps: number;
    comparedTotalKurus: number | null;
    increaseBps: number | null;
    revaluationWarning: boolean;
  },
): Promise<void> {
  await tx
    .update(budgets)
    .set({ ...values, status: 'served', updatedAt: new Date() })
    .where(eq(budgets.id, id));
}

export async function markApproved(
  tx: DbOrTx,
  id: number,
  values: { decisionNo: string | null; decidedAt: string; decisionMotionId: number | null; appliesFrom: string },
): Promise<void> {
  await tx
    .update(budgets)
    .set({ ...values, status: 'approved', updatedAt: new Date() })
    .where(eq(budgets.id, id));
}

export async function touchBudget(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(budgets).set({ updatedAt: new Date() }).where(eq(budgets.id, id));
}

/** The total of the site's latest approved budget of a period before `periodStart`, or null. */
export async function previousApprovedTotal(db: DbOrTx, siteId: number, periodStart: string): Promise<number | null> {
  const [row] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.siteId, siteId), eq(budgets.status, 'approved'), lt(budgets.periodStart, periodStart)))
    .orderBy(desc(budgets.periodStart))
    .limit(1);
  if (!row) return null;
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${budgetLines.yearlyAmountKurus}), 0)` })
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, row.id));
  return Number(sum.total);
}

/**
 * What an approval sets: each unit's dues for each month it charges, in one statement whatever
 * the site's size (a JSON array of rows rather than thousands of parameters).
 */
export async function saveUnitDues(
  tx: DbOrTx,
  budgetId: number,
  rows: Array<{ unitId: number; period: string; amountKurus: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ unit_id: r.unitId, period: r.period, amount_kurus: r.amountKurus })));
  await tx.execute(sql`
    insert into ${budgetUnitDues} (budget_id, unit_id, period, amount_kurus)
    select ${budgetId}::int, r.unit_id, r.period, r.amount_kurus
    from json_to_recordset(${json}::json) as r(unit_id int, period text, amount_kurus bigint)`);
}

/** The site's expenses per category in [from, to), reversals netted; only categories with any. */
export async function spentByCategory(
  db: DbOrTx,
  siteId: number,
  from: Date,
  to: Date,
): Promise<Array<{ categoryId: number; categoryName: string; amountKurus: number }>> {
  const result = await db.execute(sql`
    select c.id, c.name, sum(e.amount_kurus)::bigint as amount
    from expenses e join expense_categories c on c.id = e.category_id
    where e.site_id = ${siteId}
      and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz
    group by c.id, c.name
    order by c.id`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows
    .map((r) => ({ categoryId: Number(r.id), categoryName: String(r.name), amountKurus: Number(r.amount ?? 0) }))
    .filter((r) => r.amountKurus !== 0);
}

/** The units an approved budget set dues for (the site's units on the day it was approved). */
export async function unitIdsOfBudget(db: DbOrTx, budgetId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ unitId: budgetUnitDues.unitId })
    .from(budgetUnitDues)
    .where(eq(budgetUnitDues.budgetId, budgetId));
  return new Set(rows.map((r) => r.unitId));
}
