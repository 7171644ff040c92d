import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerTransactions } from '../../db/schema/index.js';

/**
 * Write side of the dues ledger. Rows are only ever inserted: a correction is a reversal row.
 * Monthly charges rely on the partial unique index ledger_dues_period_uq (one live aidat_charge
 * per unit and month), so every charging statement is an INSERT … ON CONFLICT DO NOTHING and
 * running it twice, or from two instances at once, charges once.
 */

/** The conflict target that names ledger_dues_period_uq (its columns and its predicate). */
const DUES_CONFLICT = sql.raw(
  `on conflict (unit_id, dues_period) where type = 'aidat_charge' and reverses_id is null do nothing`,
);

/** Advisory lock key that serialises accrual runs of every instance on one database. */
const ACCRUAL_LOCK_KEY = 715_010;

function countOf(rows: unknown): number {
  // node-postgres answers { rows }, PGlite { rows } as well; the count column is int4.
  const list = (rows as { rows?: Array<{ n: number | string }> }).rows ?? [];
  return Number(list[0]?.n ?? 0);
}

export interface MonthCharge {
  /** "YYYY-MM". */
  period: string;
  description: string;
  occurredAt: Date;
}

/** Charges one month's dues to every unit of a site that has none for it; returns how many were charged. */
export async function chargeMonthForSite(
  tx: DbOrTx,
  args: { siteId: number; amountKurus: number; createdBy: number | null } & MonthCharge,
): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period, created_by)
      select u.id, u.site_id, 'aidat_charge', ${args.description}, ${args.occurredAt.toISOString()}::timestamptz,
             ${args.amountKurus}::bigint, ${args.period}, ${args.createdBy}::int
      from units u
      where u.site_id = ${args.siteId}
      ${DUES_CONFLICT}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return countOf(result);
}

/** Takes the accrual lock for the rest of the transaction (no-op cost on PGlite's single connection). */
export async function lockAccrual(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY})`);
}

export interface SiteAccrualState {
  siteId: number;
  /** Latest month any unit of the site has a live dues charge for, or null when never charged. */
  lastPeriod: string | null;
}

/**
 * Sites that charge dues, with the latest month charged. The latest month per unit comes from the
 * partial unique index (one backward index probe per unit), never from a scan of the ledger.
 */
export async function sitesDueForAccrual(tx: DbOrTx): Promise<SiteAccrualState[]> {
  const result = await tx.execute(sql`
    select s.id as site_id,
           (select max(lp.dues_period)
              from units u
              cross join lateral (
                select t.dues_period from ledger_transactions t
                where t.unit_id = u.id and t.type = 'aidat_charge' and t.reverses_id is null
                order by t.dues_period desc
                limit 1
              ) lp
             where u.site_id = s.id) as last_period
    from sites s
    where s.monthly_dues_kurus > 0`);
  const rows = (result as unknown as { rows: Array<{ site_id: number; last_period: string | null }> }).rows;
  return rows.map((r) => ({ siteId: Number(r.site_id), lastPeriod: r.last_period }));
}

/**
 * One set-based statement for every site and month: each site from its first missing month through
 * the current one, each unit only for months that ended after the unit was created (a unit added
 * later is not billed for months before it existed). Returns how many charges were inserted.
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
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period, created_by)
      select u.id, s.id, 'aidat_charge', m.description, m.starts_at, s.monthly_dues_kurus, m.period, null
      from json_to_recordset(${sitesJson}::json) as w(site_id int, from_period text)
      join sites s on s.id = w.site_id and s.monthly_dues_kurus > 0
      join json_to_recordset(${monthsJson}::json) as m(period text, description text, starts_at timestamptz, ends_at timestamptz)
        on m.period >= w.from_period
      join units u on u.site_id = s.id and u.created_at < m.ends_at
      ${DUES_CONFLICT}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return countOf(result);
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
    createdBy: number;
  },
): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id, created_by)
      select u.id, u.site_id, 'ekbutce_charge', ${args.description}, ${args.occurredAt.toISOString()}::timestamptz,
             ${args.amountKurus}::bigint, ${args.additionalChargeId}::int, ${args.createdBy}::int
      from units u
      where u.site_id = ${args.siteId}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return countOf(result);
}

export type NewLedgerEntry = typeof ledgerTransactions.$inferInsert;

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
  createdBy: ledgerTransactions.createdBy,
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
  createdBy: number | null;
};

/** Posts one entry (a payment or a reversal) and returns it. */
export async function insertEntry(tx: DbOrTx, entry: NewLedgerEntry): Promise<LedgerWriteRow> {
  const [row] = await tx.insert(ledgerTransactions).values(entry).returning(entryColumns);
  return row;
}
