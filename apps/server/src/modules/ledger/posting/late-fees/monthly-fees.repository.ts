import { addMonths } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { BUCKET_UNITS, lockBucket } from './late-fee-locks.js';
import { rowBalance } from '../unit-balance.js';
import {
  dayOf,
  dayStartAt,
  feeTail,
  PAYMENTS,
  postFeesFromHistory,
  type UnitFeeRun,
  withoutNestedLoops,
} from './fee-statements.repository.js';

/**
 * The monthly late-fee posting (PRODUCT.md §12) without reading each unit's whole history: the
 * rule is the one of postFeesFromHistory (docs/shares-and-late-fees.md), computed from a unit's
 * recent rows and two sums.
 *
 * Payments fill a unit's queue from the front, so what is unpaid is always its tail. The queue
 * is split at a horizon (the 1st of the month two months before the posted one): charges due
 * before it and opening balances (first in the queue whenever entered), with all their fees, are
 * the "old" part, whose sum is the unit's whole queue minus the recent part. The unit's balance
 * (all payments less the whole queue) is one sum over its rows, read from
 * ledger_unit_type_amount_idx alone: a reversal carries the negated amount, so a sum that includes
 * reversals is the sum of the live rows. When the payments made before the posted month cover the
 * old part (the margin: balance, less the month's payments, plus the recent part, is not below
 * zero), no old charge is unpaid on any day of it, and a recent charge's place in the queue, counted
 * from the end of the old part, is the recent rows up to it; what the payments before the month
 * paid, counted from the same point, is the margin.
 *
 * A batch is a bucket of unit ids (late-fee-locks.ts), posted in its own transaction under the
 * bucket's lock, which a payment's fee posting takes too; so the job runs several batches at once
 * (one per core), and a payment waits for one batch at most, never for the whole run. Each unit's
 * month is all-or-nothing; a run stopped half-way is completed by the next (ledger_fee_uq).
 * Every read of a batch is one range of an index: the balance, the ek bütçe charges and the payments
 * by unit (ledger_unit_type_amount_idx, ledger_unit_payment_time_idx), dues by month then unit
 * (ledger_dues_period_uq), and the fees of its recent charges by charge (ledger_fee_uq), so the
 * work grows with the units, not with units × batches nor with the fees of earlier months.
 *
 * A unit whose old part is not covered (years of debt) and the units of a site catching up a
 * missed month are posted from their whole history, in their batch's transaction.
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

/** More units than this from their whole history: one pass over the ledger beats probes by unit. */
const HISTORY_PROBE_LIMIT = 2_000;

/** A range of unit ids, both ends included. */
interface Batch {
  lo: number;
  hi: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const batchOf = (bucket: number): Batch => ({ lo: bucket * BUCKET_UNITS, hi: (bucket + 1) * BUCKET_UNITS - 1 });

/** Of a site with fees on (a day under icra carries no fee: feeCtes leaves it out). */
const CARRIES_FEES = sql`s.late_fee_enabled and s.late_fee_from is not null`;

/** The units that carry fees this run: those above, except a site catching up (whole history). */
function inScope(skip: ReadonlyMap<number, string>) {
  return sql`${CARRIES_FEES} and s.id <> all(${intArray([...skip.keys()])}::int[])`;
}

/**
 * The buckets that hold a unit carrying fees, in order. One pass over units and sites by hash: the
 * planner, which cannot know how many sites have fees on, would otherwise probe units per site.
 */
async function bucketsWithFees(tx: DbOrTx): Promise<number[]> {
  const rows = rowsOf<{ bucket: number | string }>(
    await withoutNestedLoops(tx, () =>
      tx.execute(sql`
        select distinct u.id / ${BUCKET_UNITS}::int as bucket
        from units u join sites s on s.id = u.site_id
        where ${CARRIES_FEES}
        order by 1`),
    ),
  );
  return rows.map((r) => Number(r.bucket));
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
  // One range of unit ids: every ledger read below is a range of an index that starts with the
  // unit (or with the month, then the unit), never one descent per unit.
  const units = sql`between ${batch.lo}::int and ${batch.hi}::int`;
  // A charge is due within the month it is dated (due_day ≤ 28), so "due on or after the horizon"
  // is a dues month from the horizon on, or an additional charge dated from its first day on.
  const horizonStart = dayStartAt(sql`${`${horizon}-01`}::date`);
  const result = await withoutNestedLoops(tx, () =>
    tx.execute(sql`
    with scope as (
      select u.id as unit_id, u.site_id, s.due_day, s.late_fee_rate_bps as bps, s.late_fee_from
      from units u join sites s on s.id = u.site_id
      where u.id ${units} and ${inScope(run.catchUp)}
    ),
    -- Every unit's balance (payments less its whole queue of charges and fees, the one definition
    -- of posting/unit-balance.ts), from the index alone (see above), in the index's own order.
    balance as (
      select l.unit_id,
             sum(${rowBalance('l')}) as amount
      from ledger_transactions l
      where l.unit_id ${units}
      group by l.unit_id
    ),
    -- The recent part of the queue: charges due on or after the horizon.
    recent_row as (
      select l.id, l.unit_id, l.amount_kurus as amount, l.occurred_at, l.dues_period, l.description
      from ledger_transactions l
      where l.type = 'aidat_charge' and l.reverses_id is null
        and l.dues_period = any(${`{${periods.join(',')}}`}::text[])
        and l.unit_id ${units}
      union all
      select l.id, l.unit_id, l.amount_kurus, l.occurred_at, l.dues_period, l.description
      from ledger_transactions l
      where l.type = 'ekbutce_charge' and l.reverses_id is null
        and l.unit_id ${units} and l.occurred_at >= ${horizonStart}
    ),
    -- The fees of the batch's recent charges, by charge (ledger_fee_uq): fees of older charges,
    -- which pile up month after month, are never read.
    fee_of as (
      select fe.fee_for_id,
             coalesce(sum(fe.amount_kurus) filter (
               where not exists (select 1 from ledger_transactions x where x.reverses_id = fe.id)), 0) as fee_sum,
             max(fe.fee_through) as done_through
      from ledger_transactions fe
      where fe.fee_for_id = any(array(select id from recent_row))
        and fe.type = 'gecikme_charge' and fe.reverses_id is null
      group by fe.fee_for_id
    ),
    -- Each live recent charge with its live fees (its place in the queue) and how far its fees run
    -- (a waived fee still marks its days). Narrow: the description is read for the fees alone.
    charge as (
      select r.id, r.unit_id, r.amount, r.amount + coalesce(f.fee_sum, 0) as slot, f.done_through,
             r.dues_period, r.occurred_at
      from recent_row r
      left join fee_of f on f.fee_for_id = r.id
      where not exists (select 1 from ledger_transactions x where x.reverses_id = r.id)
    ),
    -- Live payments from the start of the posted month on, by unit and Istanbul day, in this
    -- statement's snapshot like the sums (ledger_unit_payment_time_idx).
    pays as (
      select l.unit_id, ${dayOf(sql`l.occurred_at`)} as d, sum(l.amount_kurus) as amount
      from ledger_transactions l
      where l.unit_id ${units} and l.type in ${PAYMENTS} and l.reverses_id is null
        and l.occurred_at >= ${dayStartAt(sql`${run.windowFrom}::date + 1`)}
        and not exists (select 1 from ledger_transactions x where x.reverses_id = l.id)
      group by 1, 2
    ),
    -- What the payments before the month paid beyond the old part: the unit's balance, less the
    -- month's payments, plus the recent part. Below zero, the old part is not paid.
    unit_state as (
      select sc.*, b.amount - coalesce(p.amount, 0) + coalesce(c.amount, 0) as margin
      from scope sc
      join balance b on b.unit_id = sc.unit_id
      left join (select unit_id, sum(amount) as amount from pays group by unit_id) p on p.unit_id = sc.unit_id
      left join (select unit_id, sum(slot) as amount from charge group by unit_id) c on c.unit_id = sc.unit_id
    ),
    -- The old part is not paid by the start of the month: left to the whole-history path.
    slow as (select unit_id from unit_state where margin < 0),
    -- Each recent charge's place in the queue, counted from the end of the old part, for the units
    -- whose old part is paid; so what the payments before the month paid is the margin.
    due_charge as (
      select c.id, c.unit_id, st.site_id, c.amount, c.slot, c.done_through, st.bps, st.late_fee_from, st.margin,
             case when c.dues_period is not null then to_date(c.dues_period, 'YYYY-MM') + (st.due_day - 1)
                  else greatest(date_trunc('month', ${dayOf(sql`c.occurred_at`)})::date + (st.due_day - 1),
                                ${dayOf(sql`c.occurred_at`)}) end as due
      from charge c join unit_state st on st.unit_id = c.unit_id
      where st.margin >= 0
    ),
    q as (
      select d.*, sum(d.slot) over (partition by d.unit_id order by d.due, d.id rows unbounded preceding) as cum_through
      from due_charge d
    ),
    open_cand as (
      select q.id, q.unit_id, q.site_id, q.amount, q.bps, q.cum_through, q.margin as paid_before, r.description,
             ${run.through}::date as through, ${run.postedAt.toISOString()}::timestamptz as posted_at,
             greatest(q.due, coalesce(q.done_through, q.due), ${run.windowFrom}::date) as start
      from q join recent_row r on r.id = q.id
      where q.due > q.late_fee_from and q.cum_through > q.margin
        and greatest(q.due, coalesce(q.done_through, q.due), ${run.windowFrom}::date) < ${run.through}::date
    )
    ${feeTail(null)}
    select (select count(*)::int from inserted) as n,
           (select coalesce(array_agg(unit_id), '{}') from slow) as slow`),
  );
  const [row] = rowsOf<{ n: number | string; slow: Array<number | string> }>(result);
  return { posted: Number(row?.n ?? 0), slow: (row?.slow ?? []).map(Number) };
}

/** The batch's units that carry fees and match `where`, for the whole-history path. */
async function unitsOf(tx: DbOrTx, batch: Batch, where: ReturnType<typeof sql>) {
  return rowsOf<{ id: number | string; site_id: number | string }>(
    await tx.execute(sql`
      select u.id, u.site_id from units u join sites s on s.id = u.site_id
      where u.id between ${batch.lo}::int and ${batch.hi}::int and ${CARRIES_FEES} and ${where}`),
  ).map((r) => ({ id: Number(r.id), siteId: Number(r.site_id) }));
}

/**
 * One bucket's fees, in the caller's transaction and under the bucket's lock: from recent rows,
 * then from the whole history for the units that need it (see above).
 */
export async function postLateFeeBucket(
  tx: DbOrTx,
  bucket: number,
  run: MonthlyLateFeeRun,
  periods: readonly string[] | null,
): Promise<number> {
  await lockBucket(tx, bucket);
  const batch = batchOf(bucket);
  const history: UnitFeeRun[] = [];
  const asHistory = (unitId: number, windowFrom: string) =>
    history.push({ unitId, through: run.through, windowFrom, postedAt: run.postedAt, settledBy: null });
  let posted = 0;
  if (periods === null) {
    for (const u of await unitsOf(tx, batch, inScope(run.catchUp))) asHistory(u.id, run.windowFrom);
  } else {
    const done = await postBatch(tx, batch, run, periods);
    posted += done.posted;
    for (const unitId of done.slow) asHistory(unitId, run.windowFrom);
  }
  if (run.catchUp.size > 0) {
    const catchingUp = sql`s.id = any(${intArray([...run.catchUp.keys()])}::int[])`;
    for (const u of await unitsOf(tx, batch, catchingUp)) asHistory(u.id, run.catchUp.get(u.siteId) ?? run.windowFrom);
  }
  posted += await postFeesFromHistory(tx, history, null, { hashJoins: history.length > HISTORY_PROBE_LIMIT });
  return posted;
}

/** What a month's run covers: the recent months of its batches and the buckets holding a unit with fees. */
export async function planLateFeeMonth(
  tx: DbOrTx,
  run: MonthlyLateFeeRun,
): Promise<{ periods: string[] | null; buckets: number[] }> {
  return { periods: await recentPeriods(tx, run.period), buckets: await bucketsWithFees(tx) };
}

/** Posts the month's fees for every site with fees on, in the caller's transaction; returns the rows inserted. */
export async function postMonthlyLateFees(tx: DbOrTx, run: MonthlyLateFeeRun): Promise<number> {
  const { periods, buckets } = await planLateFeeMonth(tx, run);
  let posted = 0;
  for (const bucket of buckets) posted += await postLateFeeBucket(tx, bucket, run, periods);
  return posted;
}
