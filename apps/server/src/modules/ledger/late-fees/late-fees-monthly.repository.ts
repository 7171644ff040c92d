import { addMonths } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  CHARGES,
  dayOf,
  feeTail,
  PAYMENTS,
  postFeesFromHistory,
  type UnitFeeRun,
  withoutNestedLoops,
} from './late-fees.repository.js';

/**
 * The monthly late-fee posting (PRODUCT.md §12) without reading each unit's whole history: the
 * rule is the one of postFeesFromHistory (docs/shares-and-late-fees.md), computed from a unit's
 * recent rows and two sums.
 *
 * Payments fill a unit's queue from the front, so what is unpaid is always its tail. The queue
 * is split at a horizon (the 1st of the month two months before the posted one): charges due
 * before it, with all their fees, are the "old" part, whose sum is the unit's whole queue minus
 * the recent part. The whole queue and all payments are sums by type over the unit's rows, read
 * from ledger_unit_type_amount_idx alone: a reversal carries the negated amount, so a sum that
 * includes reversals is the sum of the live rows. When the payments made before the posted month
 * cover the old part, no old charge is unpaid on any day of it, and a recent charge's place in the
 * queue is the old part plus the recent rows before it. The recent rows come from index ranges:
 * dues by month (ledger_dues_period_uq), ek bütçe charges by unit, fees by their charge
 * (ledger_fee_uq), payments by account and time (ledger_account_time_idx).
 *
 * A unit whose old part is not covered (years of debt) and the units of a site catching up a
 * missed month are posted from their whole history afterwards, in one statement.
 */

export interface MonthlyLateFeeRun {
  /** The month posted, "YYYY-MM". */
  period: string;
  /** Its last day, "YYYY-MM-DD". */
  through: string;
  /** The last day of the month before. */
  windowFrom: string;
  /** The fee rows' date (the 1st of the next month). */
  postedAt: Date;
  /** Sites whose earlier months were not posted: the day after which their fees start. */
  catchUp: ReadonlyMap<number, string>;
}

/** Units per statement: its hash tables and sorts stay in memory (lockLateFees sets work_mem). */
const BATCH_UNITS = 20_000;
/** More units than this from their whole history: one pass over the ledger beats probes by unit. */
const HISTORY_PROBE_LIMIT = 2_000;

interface SiteRow {
  id: number;
  units: number[];
  accounts: number[] | null;
}

interface Batch {
  siteIds: number[];
  accountIds: number[];
  unitIds: number[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** The sites with fees on, in id order, cut into batches of about BATCH_UNITS units. */
async function batchesOf(tx: DbOrTx, skip: ReadonlyMap<number, string>): Promise<Batch[]> {
  const sites = rowsOf<SiteRow>(
    await tx.execute(sql`
      select s.id, array_agg(u.id) as units, (select array_agg(a.id) from accounts a where a.site_id = s.id) as accounts
      from sites s join units u on u.site_id = s.id and not u.enforcement
      where s.late_fee_enabled and s.late_fee_from is not null
      group by s.id
      order by s.id`),
  );
  const batches: Batch[] = [];
  let open: Batch | null = null;
  for (const site of sites) {
    if (skip.has(site.id)) continue;
    if (!open || open.unitIds.length + site.units.length > BATCH_UNITS) {
      open = { siteIds: [], accountIds: [], unitIds: [] };
      batches.push(open);
    }
    open.siteIds.push(site.id);
    open.accountIds.push(...(site.accounts ?? []).map(Number));
    open.unitIds.push(...site.units.map(Number));
  }
  return batches;
}

/** More dues months than this after the horizon (data far in the future): every unit from its history. */
const MAX_RECENT_PERIODS = 60;

/**
 * The dues months of the recent part: from the horizon to the latest month any site is charged for
 * (one step down ledger_dues_period_uq). A later dues charge counted in the old part would put it
 * before the recent charges in the queue, so every charged month after the horizon is recent:
 * normally up to this month, more when an earlier month is posted again (tests, a catch-up).
 */
async function recentPeriods(tx: DbOrTx, period: string): Promise<string[] | null> {
  const horizon = addMonths(period, -2);
  const [row] = rowsOf<{ latest: string | null }>(
    await tx.execute(sql`
      select max(dues_period) as latest from ledger_transactions
      where type = 'aidat_charge' and reverses_id is null`),
  );
  const last = row?.latest && row.latest > addMonths(period, 2) ? row.latest : addMonths(period, 2);
  const periods = [horizon];
  while (periods[periods.length - 1] < last) {
    if (periods.length > MAX_RECENT_PERIODS) return null;
    periods.push(addMonths(periods[periods.length - 1], 1));
  }
  return periods;
}

/** Posts one batch's fees from recent rows; returns the rows inserted and the units it left to the history path. */
async function postBatch(
  tx: DbOrTx,
  batch: Batch,
  run: MonthlyLateFeeRun,
  periods: readonly string[],
): Promise<{ posted: number; slow: number[] }> {
  const horizon = addMonths(run.period, -2);
  // Unit ids as one array: each index below is read by unit, one descent per id (a site's units
  // need not have neighbouring ids).
  const unitIds = sql`${intArray(batch.unitIds)}::int[]`;
  const windowStartAt = sql`((${run.windowFrom}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;
  const result = await withoutNestedLoops(tx, () =>
    tx.execute(sql`
    with scope as (
      select u.id as unit_id, u.site_id, s.due_day, s.late_fee_rate_bps as bps, s.late_fee_from
      from units u join sites s on s.id = u.site_id
      where u.id = any(${unitIds})
    ),
    -- Every unit's whole queue and all its payments, from the index alone (see above).
    tot as (
      select l.unit_id,
             coalesce(sum(l.amount_kurus) filter (where l.type in ${CHARGES} or l.type = 'gecikme_charge'), 0) as q_all,
             coalesce(sum(l.amount_kurus) filter (where l.type in ${PAYMENTS}), 0) as p_all
      from ledger_transactions l
      where l.unit_id = any(${unitIds})
      group by l.unit_id
    ),
    recent_row as (
      select l.id, l.unit_id, l.amount_kurus as amount, l.occurred_at, l.dues_period, l.description
      from ledger_transactions l
      where l.type = 'aidat_charge' and l.reverses_id is null
        and l.dues_period = any(${`{${periods.join(',')}}`}::text[])
        and l.unit_id = any(${unitIds})
      union all
      select l.id, l.unit_id, l.amount_kurus, l.occurred_at, l.dues_period, l.description
      from ledger_transactions l
      where l.type = 'ekbutce_charge' and l.reverses_id is null
        and l.unit_id = any(${unitIds})
    ),
    recent_charge as (
      select r.id, r.unit_id, sc.site_id, r.amount, r.description, sc.bps, sc.late_fee_from,
             case when r.dues_period is not null then to_date(r.dues_period, 'YYYY-MM') + (sc.due_day - 1)
                  else greatest(date_trunc('month', ${dayOf(sql`r.occurred_at`)})::date + (sc.due_day - 1),
                                ${dayOf(sql`r.occurred_at`)}) end as due
      from recent_row r
      join scope sc on sc.unit_id = r.unit_id
      where not exists (select 1 from ledger_transactions x where x.reverses_id = r.id)
    ),
    -- Due on or after the horizon: the recent part of the queue, each with its live fees and how
    -- far its fees run (a waived fee still marks its days).
    charge as (
      select c.*, f.fee_sum, f.done_through
      from recent_charge c
      cross join lateral (
        select coalesce(sum(fe.amount_kurus) filter (
                 where not exists (select 1 from ledger_transactions x where x.reverses_id = fe.id)), 0) as fee_sum,
               max(fe.fee_through) as done_through
        from ledger_transactions fe
        where fe.fee_for_id = c.id and fe.type = 'gecikme_charge' and fe.reverses_id is null
      ) f
      where c.due >= ${`${horizon}-01`}::date
    ),
    -- Live payments from the start of the posted month on, by unit and Istanbul day.
    pays as (
      select l.unit_id, ${dayOf(sql`l.occurred_at`)} as d, sum(l.amount_kurus) as amount
      from ledger_transactions l
      join scope sc on sc.unit_id = l.unit_id
      where l.account_id = any(${intArray(batch.accountIds)}::int[]) and l.occurred_at >= ${windowStartAt}
        and l.type in ${PAYMENTS} and l.reverses_id is null
        and not exists (select 1 from ledger_transactions x where x.reverses_id = l.id)
      group by 1, 2
    ),
    unit_state as (
      select t.unit_id, t.p_all - coalesce(p.amount, 0) as paid_before, t.q_all - coalesce(c.amount, 0) as old_q
      from tot t
      join scope sc on sc.unit_id = t.unit_id
      left join (select unit_id, sum(amount) as amount from pays group by unit_id) p on p.unit_id = t.unit_id
      left join (select unit_id, sum(amount + fee_sum) as amount from charge group by unit_id) c on c.unit_id = t.unit_id
    ),
    -- The old part is not paid by the start of the month: left to the whole-history path.
    slow as (select unit_id from unit_state where paid_before < old_q),
    q as (
      select c.id, st.old_q + sum(c.fee_sum + c.amount) over (partition by c.unit_id order by c.due, c.id rows unbounded preceding) as cum_through
      from charge c join unit_state st on st.unit_id = c.unit_id
      where st.paid_before >= st.old_q
    ),
    open_cand as (
      select c.id, c.unit_id, c.site_id, c.amount, c.bps, q.cum_through, st.paid_before, c.description,
             ${run.through}::date as through, ${run.postedAt.toISOString()}::timestamptz as posted_at,
             greatest(c.due, coalesce(c.done_through, c.due), ${run.windowFrom}::date) as start
      from charge c
      join q on q.id = c.id
      join unit_state st on st.unit_id = c.unit_id
      where c.due > c.late_fee_from and q.cum_through > st.paid_before
        and greatest(c.due, coalesce(c.done_through, c.due), ${run.windowFrom}::date) < ${run.through}::date
    )
    ${feeTail(null)}
    select (select count(*)::int from inserted) as n,
           (select coalesce(array_agg(unit_id), '{}') from slow) as slow`),
  );
  const [row] = rowsOf<{ n: number | string; slow: Array<number | string> }>(result);
  return { posted: Number(row?.n ?? 0), slow: (row?.slow ?? []).map(Number) };
}

/** Posts the month's fees for every site with fees on; returns how many fee rows were inserted. */
export async function postMonthlyLateFees(tx: DbOrTx, run: MonthlyLateFeeRun): Promise<number> {
  let posted = 0;
  const history: UnitFeeRun[] = [];
  const asHistory = (unitId: number, windowFrom: string) =>
    history.push({ unitId, through: run.through, windowFrom, postedAt: run.postedAt, settledBy: null });
  const periods = await recentPeriods(tx, run.period);
  for (const batch of await batchesOf(tx, run.catchUp)) {
    if (periods === null) {
      for (const unitId of batch.unitIds) asHistory(unitId, run.windowFrom);
      continue;
    }
    const done = await postBatch(tx, batch, run, periods);
    posted += done.posted;
    for (const unitId of done.slow) asHistory(unitId, run.windowFrom);
  }
  if (run.catchUp.size > 0) {
    const units = rowsOf<{ id: number; site_id: number }>(
      await tx.execute(
        sql`select id, site_id from units where site_id = any(${intArray([...run.catchUp.keys()])}::int[])`,
      ),
    );
    for (const u of units) asHistory(u.id, run.catchUp.get(u.site_id) ?? run.windowFrom);
  }
  posted += await postFeesFromHistory(tx, history, null, { hashJoins: history.length > HISTORY_PROBE_LIMIT });
  return posted;
}
