import type { DuesMode } from '@aidat/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { budgets, budgetUnitDues, sites, units } from '../../../db/schema/index.js';

/**
 * A site's dues rule in the database (PRODUCT.md §12): the current rule on sites (mode, amount
 * and month), one pending change, and each unit's part of a split total for both. Read and
 * written under the site's row lock, so a change, a unit edit and the accrual's choice of months
 * see one another whole.
 */

export interface RuleRow {
  mode: DuesMode;
  amountKurus: number;
  /** "YYYY-MM"; null only for the current rule of a site set before effective months. */
  from: string | null;
}

export interface SiteDuesRow {
  siteId: number;
  rule: RuleRow;
  pending: (RuleRow & { from: string }) | null;
  chargedThrough: string | null;
}

const duesColumns = {
  siteId: sites.id,
  monthlyDuesKurus: sites.monthlyDuesKurus,
  duesMode: sites.duesMode,
  duesFrom: sites.duesFrom,
  pendingDuesMode: sites.pendingDuesMode,
  pendingDuesKurus: sites.pendingDuesKurus,
  pendingDuesFrom: sites.pendingDuesFrom,
  chargedThrough: sites.duesChargedThrough,
};

function toSiteDuesRow(row: {
  siteId: number;
  monthlyDuesKurus: number;
  duesMode: string;
  duesFrom: string | null;
  pendingDuesMode: string | null;
  pendingDuesKurus: number | null;
  pendingDuesFrom: string | null;
  chargedThrough: string | null;
}): SiteDuesRow {
  return {
    siteId: row.siteId,
    rule: { mode: row.duesMode as DuesMode, amountKurus: row.monthlyDuesKurus, from: row.duesFrom },
    pending:
      row.pendingDuesFrom === null
        ? null
        : {
            mode: row.pendingDuesMode as DuesMode,
            amountKurus: row.pendingDuesKurus ?? 0,
            from: row.pendingDuesFrom,
          },
    chargedThrough: row.chargedThrough,
  };
}

/** The site's dues; with `lock`, its row stays locked until the transaction ends. */
export async function siteDues(db: DbOrTx, siteId: number, lock = false): Promise<SiteDuesRow | undefined> {
  const query = db.select(duesColumns).from(sites).where(eq(sites.id, siteId));
  const [row] = await (lock ? query.for('update') : query);
  return row ? toSiteDuesRow(row) : undefined;
}

/** Sets the current rule and the pending change (null clears it). */
export async function saveSiteRules(
  tx: DbOrTx,
  siteId: number,
  rule: RuleRow,
  pending: (RuleRow & { from: string }) | null,
): Promise<void> {
  await tx
    .update(sites)
    .set({
      monthlyDuesKurus: rule.amountKurus,
      duesMode: rule.mode,
      duesFrom: rule.from,
      pendingDuesMode: pending?.mode ?? null,
      pendingDuesKurus: pending?.amountKurus ?? null,
      pendingDuesFrom: pending?.from ?? null,
    })
    .where(eq(sites.id, siteId));
}

/**
 * Makes every pending change whose month has come (from <= `period`) the site's current rule,
 * with its units' parts: two set-based statements that touch only the sites with such a change
 * and their units. The accrual runs it after charging, the rule change before deciding.
 */
export async function promoteDueRules(tx: DbOrTx, period: string, siteId?: number): Promise<void> {
  const oneSite = siteId === undefined ? sql`` : sql`and s.id = ${siteId}`;
  // The sites first, so the units are reached by their site's index and a month without changes
  // (nearly every month) costs one read of sites; a join could have the planner scan every unit.
  const promoted = await tx.execute(sql`
    update sites s
    set monthly_dues_kurus = s.pending_dues_kurus, dues_mode = s.pending_dues_mode, dues_from = s.pending_dues_from,
        pending_dues_kurus = null, pending_dues_mode = null, pending_dues_from = null
    where s.pending_dues_from is not null and s.pending_dues_from <= ${period} ${oneSite}
    returning s.id`);
  const ids = ((promoted as unknown as { rows: Array<{ id: number }> }).rows ?? []).map((r) =>
    Math.trunc(Number(r.id)),
  );
  if (ids.length === 0) return;
  await tx.execute(sql`
    update units u
    set dues_share_kurus = u.pending_dues_share_kurus, pending_dues_share_kurus = null
    where u.site_id = any(${`{${ids.join(',')}}`}::int[])`);
}

/** What a split needs of a site's units. */
export interface SplitUnitRow {
  id: number;
  block: string;
  doorNumber: string;
  squareMeters: number;
  landShareNumerator: number | null;
  landShareDenominator: number | null;
}

export async function splitUnitsOfSite(db: DbOrTx, siteId: number): Promise<SplitUnitRow[]> {
  return db
    .select({
      id: units.id,
      block: units.block,
      doorNumber: units.doorNumber,
      squareMeters: units.squareMeters,
      landShareNumerator: units.landShareNumerator,
      landShareDenominator: units.landShareDenominator,
    })
    .from(units)
    .where(eq(units.siteId, siteId))
    .orderBy(asc(units.id));
}

/**
 * Writes each unit's part of the current and the pending rule (null: that rule is per unit) in
 * one statement; a unit left out of `parts` gets null for both.
 */
export async function saveUnitShares(
  tx: DbOrTx,
  siteId: number,
  parts: Array<{ unitId: number; current: number | null; pending: number | null }>,
): Promise<void> {
  const json = JSON.stringify(parts.map((p) => ({ unit_id: p.unitId, current: p.current, pending: p.pending })));
  await tx.execute(sql`
    update units u
    set dues_share_kurus = p.current, pending_dues_share_kurus = p.pending
    from units x
    left join json_to_recordset(${json}::json) as p(unit_id int, current bigint, pending bigint) on p.unit_id = x.id
    where x.id = u.id and u.site_id = ${siteId}
      and (u.dues_share_kurus is distinct from p.current or u.pending_dues_share_kurus is distinct from p.pending)`);
}

/** An approved budget's period and what it charges the units for one of its months, in kuruş. */
export interface BudgetDuesRow {
  id: number;
  periodStart: string;
  periodEnd: string;
  month: string;
  minKurus: number;
  maxKurus: number;
  totalKurus: number;
}

/**
 * The site's approved budgets whose period ends in `period` or later, oldest first, each with its
 * dues for its first month from `period` on (PRODUCT.md §13: they set those months' dues).
 */
export async function budgetsSettingDues(db: DbOrTx, siteId: number, period: string): Promise<BudgetDuesRow[]> {
  const rows = await db
    .select({
      id: budgets.id,
      periodStart: budgets.periodStart,
      periodEnd: budgets.periodEnd,
      month: sql<string>`greatest(${budgets.periodStart}, ${period})`,
      minKurus: sql<number>`(select coalesce(min(d.amount_kurus), 0) from ${budgetUnitDues} d
        where d.budget_id = ${budgets.id} and d.period = greatest(${budgets.periodStart}, ${period}))`.mapWith(Number),
      maxKurus: sql<number>`(select coalesce(max(d.amount_kurus), 0) from ${budgetUnitDues} d
        where d.budget_id = ${budgets.id} and d.period = greatest(${budgets.periodStart}, ${period}))`.mapWith(Number),
      totalKurus: sql<number>`(select coalesce(sum(d.amount_kurus), 0) from ${budgetUnitDues} d
        where d.budget_id = ${budgets.id} and d.period = greatest(${budgets.periodStart}, ${period}))`.mapWith(Number),
    })
    .from(budgets)
    .where(sql`${budgets.siteId} = ${siteId} and ${budgets.status} = 'approved' and ${budgets.periodEnd} >= ${period}`)
    .orderBy(asc(budgets.periodStart));
  return rows;
}
