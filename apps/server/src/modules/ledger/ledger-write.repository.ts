import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerTransactions } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { withReceiptNumbers } from './receipt-numbers.repository.js';

/**
 * Write side of the dues ledger. Rows are only ever inserted: a correction is a reversal row.
 * Monthly charges rely on the partial unique index ledger_dues_period_uq (one live aidat_charge
 * per unit and month), so running a charge twice, or from two instances at once, charges once.
 * Every statement that charges dues also moves sites.dues_charged_through forward in the same
 * transaction: the accrual picks the months due from that column.
 */

/** The conflict target that names ledger_dues_period_uq (its columns and its predicate). */
const DUES_CONFLICT = sql.raw(
  `on conflict (dues_period, unit_id) where type = 'aidat_charge' and reverses_id is null do nothing`,
);

/** Advisory lock key that serialises accrual runs of every instance on one database. */
const ACCRUAL_LOCK_KEY = 715_010;

function countOf(rows: unknown): number {
  // node-postgres answers { rows }, PGlite { rows } as well; the count column is int4.
  const list = (rows as { rows?: Array<{ n: number | string }> }).rows ?? [];
  return Number(list[0]?.n ?? 0);
}

/** A PostgreSQL int[] literal ("{1,2,3}"): one parameter however many ids. */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Records that the given sites' dues are charged through `period`; never moves a site back. */
async function markChargedThrough(tx: DbOrTx, siteIds: number[], period: string): Promise<void> {
  if (siteIds.length === 0) return;
  await tx.execute(sql`
    update sites set dues_charged_through = ${period}
    where id = any(${intArray(siteIds)}::int[])
      and (dues_charged_through is null or dues_charged_through < ${period})`);
}

export interface MonthCharge {
  /** "YYYY-MM". */
  period: string;
  description: string;
  occurredAt: Date;
}

/**
 * Charges one month's dues to every unit of a site that has none for it, each unit what an approved
 * budget sets for it that month or else what the site's current rule asks of it (the amount per
 * unit, or its part of a split total; a part of 0 charges nothing); returns how many were charged.
 */
export async function chargeMonthForSite(
  tx: DbOrTx,
  args: { siteId: number; createdById: number | null } & MonthCharge,
): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period, created_by)
      select d.unit_id, d.site_id, 'aidat_charge', ${args.description}, ${args.occurredAt.toISOString()}::timestamptz,
             d.amount, ${args.period}, ${args.createdById}::int
      from (
        select u.id as unit_id, u.site_id,
               -- An approved budget's amount for the unit and month (PRODUCT.md §13), else the site's rule.
               coalesce(b.amount_kurus,
                 case when s.dues_mode = 'perUnit' then s.monthly_dues_kurus else u.dues_share_kurus end) as amount
        from units u join sites s on s.id = u.site_id
        left join budget_unit_dues b on b.unit_id = u.id and b.period = ${args.period}
        where u.site_id = ${args.siteId}
      ) d
      where d.amount > 0
      ${DUES_CONFLICT}
      returning 1
    )
    select count(*)::int as n from inserted`);
  await markChargedThrough(tx, [args.siteId], args.period);
  return countOf(result);
}

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

/**
 * One set-based statement for every site and month: each site from its first missing month through
 * the current one, each unit only for months that ended after the unit was created (a unit added
 * later is not billed for months before it existed), each month at what an approved budget sets
 * for the unit that month (one join on budget_unit_dues' key), else at the site's rule for that
 * month (its pending change from the change's month on; a unit's part of 0 charges nothing). Then marks
 * the sites charged through the last month. Returns how many charges were inserted.
 *
 * The months come from sites.dues_charged_through, so none of them can be charged yet and a plain
 * INSERT suffices: cheaper than ON CONFLICT, which probes the unique index once more per row. Should
 * a charge exist anyway (dues set for the month by a site admin while this run was starting, or a
 * row written without moving the column), the unique key refuses the insert and the statement is
 * run again, under a savepoint, with ON CONFLICT DO NOTHING.
 */
export async function accrueMonths(
  tx: DbOrTx,
  sites: Array<{ siteId: number; fromPeriod: string }>,
  months: Array<MonthCharge & { endsAt: Date }>,
): Promise<number> {
  if (sites.length === 0 || months.length === 0) return 0;
  const sitesJson = JSON.stringify(sites.map((s) => ({ site_id: s.siteId, from_period: s.fromPeriod })));
  const monthsJson = JSON.stringify(
    months.map((m) => ({
      period: m.period,
      description: m.description,
      starts_at: m.occurredAt.toISOString(),
      ends_at: m.endsAt.toISOString(),
    })),
  );
  const insertCharges = async (db: DbOrTx, onConflict: ReturnType<typeof sql.raw> | undefined) =>
    countOf(
      await db.execute(sql`
        with inserted as (
          insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period, created_by)
          select d.unit_id, d.site_id, 'aidat_charge', d.description, d.starts_at, d.amount, d.period, null
          from (
            select u.id as unit_id, s.id as site_id, m.description, m.starts_at, m.period,
                   -- An approved budget's amount for the unit and month (PRODUCT.md §13); else the
                   -- rule of the month: the pending change from its month on, else the current
                   -- one; per unit the site's amount, otherwise the unit's part of the total.
                   coalesce(b.amount_kurus,
                   case when s.pending_dues_from is not null and m.period >= s.pending_dues_from
                     then case when s.pending_dues_mode = 'perUnit' then s.pending_dues_kurus else u.pending_dues_share_kurus end
                     else case when s.dues_mode = 'perUnit' then s.monthly_dues_kurus else u.dues_share_kurus end
                   end) as amount
            from json_to_recordset(${sitesJson}::json) as w(site_id int, from_period text)
            join sites s on s.id = w.site_id
            join json_to_recordset(${monthsJson}::json) as m(period text, description text, starts_at timestamptz, ends_at timestamptz)
              on m.period >= w.from_period
            join units u on u.site_id = s.id and u.created_at < m.ends_at
            left join budget_unit_dues b on b.unit_id = u.id and b.period = m.period
          ) d
          where d.amount > 0
          ${onConflict ?? sql``}
          returning 1
        )
        select count(*)::int as n from inserted`),
    );
  let charged: number;
  try {
    charged = await tx.transaction((savepoint) => insertCharges(savepoint, undefined));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    charged = await insertCharges(tx, DUES_CONFLICT);
  }
  await markChargedThrough(
    tx,
    sites.map((s) => s.siteId),
    months[months.length - 1].period,
  );
  return charged;
}

/** Charges an additional charge (ek bütçe) to every unit of its site in one statement. */
export async function chargeAdditionalCharge(
  tx: DbOrTx,
  args: {
    siteId: number;
    additionalChargeId: number;
    amountKurus: number;
    description: string;
    occurredAt: Date;
    createdById: number;
  },
): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id, created_by)
      select u.id, u.site_id, 'ekbutce_charge', ${args.description}, ${args.occurredAt.toISOString()}::timestamptz,
             ${args.amountKurus}::bigint, ${args.additionalChargeId}::int, ${args.createdById}::int
      from units u
      where u.site_id = ${args.siteId}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return countOf(result);
}

/** A row to post; `createdById` is the posting user's id (the table's created_by). */
export type NewLedgerEntry = Omit<typeof ledgerTransactions.$inferInsert, 'createdBy'> & { createdById: number | null };

const entryColumns = {
  id: ledgerTransactions.id,
  unitId: ledgerTransactions.unitId,
  siteId: ledgerTransactions.siteId,
  type: ledgerTransactions.type,
  description: ledgerTransactions.description,
  occurredAt: ledgerTransactions.occurredAt,
  amountKurus: ledgerTransactions.amountKurus,
  additionalChargeId: ledgerTransactions.additionalChargeId,
  duesPeriod: ledgerTransactions.duesPeriod,
  reversesId: ledgerTransactions.reversesId,
  accountId: ledgerTransactions.accountId,
  method: ledgerTransactions.method,
  createdById: ledgerTransactions.createdBy,
  receiptYear: ledgerTransactions.receiptYear,
  receiptNo: ledgerTransactions.receiptNo,
};

export type LedgerWriteRow = {
  id: number;
  unitId: number;
  siteId: number;
  type: string;
  description: string;
  occurredAt: Date;
  amountKurus: number;
  additionalChargeId: number | null;
  duesPeriod: string | null;
  reversesId: number | null;
  accountId: number | null;
  method: string | null;
  createdById: number | null;
  receiptYear: number | null;
  receiptNo: number | null;
};

/** Posts one entry (a payment or a reversal) and returns it. */
export async function insertEntry(tx: DbOrTx, entry: NewLedgerEntry): Promise<LedgerWriteRow> {
  const [row] = await insertEntries(tx, [entry]);
  return row;
}

/**
 * Posts entries in one statement (a Tahsilat batch) and returns them in the order given. Each
 * payment gets the next receipt number of its site and year here, in the caller's transaction
 * (receipt-numbers.repository.ts), so no payment is ever recorded without one.
 */
export async function insertEntries(tx: DbOrTx, entries: NewLedgerEntry[]): Promise<LedgerWriteRow[]> {
  if (entries.length === 0) return [];
  const numbered = await withReceiptNumbers(tx, entries);
  const rows = await tx
    .insert(ledgerTransactions)
    .values(numbered.map(({ createdById, ...rest }) => ({ ...rest, createdBy: createdById })))
    .returning(entryColumns);
  // Ids come from one sequence in the order of the VALUES list.
  return rows.sort((a, b) => a.id - b.id);
}
