import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';

/**
 * Which sites the monthly accrual charges and through which month (sites.dues_charged_through);
 * the charges themselves are posted by posting/post.ts.
 */

/** Advisory lock key that serialises accrual runs of every instance on one database. */
const ACCRUAL_LOCK_KEY = 715_010;

/**
 * Takes the accrual lock for the rest of the transaction (no-op cost on PGlite's single connection)
 * and turns JIT off for it: at full size the planner's estimates can pass jit_above_cost, and
 * compiling these few expressions costs more than it saves.
 */
export async function lockAccrual(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY}), set_config('jit', 'off', true)`);
}

/**
 * Fills sites.dues_charged_through from the ledger for sites that charge dues and have it empty
 * although their units were charged: rows written without the column, as the demo seed writes its
 * ledger directly. One backward probe per unit of those sites only; a site never charged stays
 * empty (the accrual then charges it the current month). After one accrual run no site that
 * charges dues is left empty, so this finds nothing from then on.
 */
export async function fillChargedThroughFromLedger(tx: DbOrTx, siteId?: number): Promise<void> {
  // One site: a rule change must not take a month that is charged already, whatever its amount.
  const which = siteId === undefined ? sql`s.monthly_dues_kurus > 0` : sql`s.id = ${siteId}`;
  await tx.execute(sql`
    update sites s
    set dues_charged_through = (
      select max(lp.dues_period)
      from units u
      cross join lateral (
        select max(t.dues_period) as dues_period from ledger_transactions t
        where t.unit_id = u.id and t.type = 'aidat_charge' and t.reverses_id is null
      ) lp
      where u.site_id = s.id)
    where ${which} and s.dues_charged_through is null`);
}

export interface SiteAccrualState {
  siteId: number;
  /** Latest month the site's dues are charged through, or null when never charged. */
  lastPeriod: string | null;
}

/**
 * Sites that charge dues (by their current rule, by a pending change whose month has come, or by
 * an approved budget, PRODUCT.md §13) and are not charged through `currentPeriod` yet: one read of sites. Their rows stay locked until the
 * run ends, so a dues rule change for one of them (which locks the row too) waits and then sees
 * the months this run charged.
 */
export async function sitesDueForAccrual(tx: DbOrTx, currentPeriod: string): Promise<SiteAccrualState[]> {
  const result = await tx.execute(sql`
    select id as site_id, dues_charged_through as last_period
    from sites
    where (monthly_dues_kurus > 0 or (pending_dues_from <= ${currentPeriod} and pending_dues_kurus > 0)
        -- or an approved budget sets dues for a month not charged yet (through budgets' site index)
        or exists (
          select 1 from budgets b
          where b.site_id = sites.id and b.status = 'approved'
            and b.applies_from <= ${currentPeriod} and b.period_end > coalesce(sites.dues_charged_through, '')))
      and (dues_charged_through is null or dues_charged_through < ${currentPeriod})
    for update`);
  const rows = (result as unknown as { rows: Array<{ site_id: number; last_period: string | null }> }).rows;
  return rows.map((r) => ({ siteId: Number(r.site_id), lastPeriod: r.last_period }));
}
