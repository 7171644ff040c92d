import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';

/**
 * The set-based charges of the posting path (post.ts): a month's dues for every unit of a site or
 * of many sites, and an ek bütçe to every unit of its site, each one statement however many units.
 * Monthly charges rely on the partial unique index ledger_dues_period_uq (one live aidat_charge
 * per unit and month), so running a charge twice, or from two instances at once, charges once.
 * Every statement that charges dues also moves sites.dues_charged_through forward in the same
 * transaction: the accrual picks the months due from that column (accrual-state.repository.ts).
 */

/** The conflict target that names ledger_dues_period_uq (its columns and its predicate). */
const DUES_CONFLICT = sql.raw(
  `on conflict (dues_period, unit_id) where type = 'aidat_charge' and reverses_id is null do nothing`,
);

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
    createdById: number | null;
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
