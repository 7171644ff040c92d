import { CHARGE_TRANSACTION_TYPES, LATE_FEE_TEXTS, PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sqlTextList } from '../../../../db/sql-list.js';

/**
 * Posts late fees (gecikme tazminatı, PRODUCT.md §12) in one set-based statement; the rule and its
 * rounding are in docs/shares-and-late-fees.md. In short, per unit of a site with fees on: its live
 * charges and fees (no reversal, not reversed) form one queue in due order, each charge's fees just
 * before it; its live payments fill that queue from the front. A charge's unpaid part on day d is
 * what of it the payments dated before d do not reach. A charge due after the site's lateFeeFrom
 * gets, for each day after its due day and after its last fee (and after `windowFrom`) up to
 * `through` that the unit is not under enforcement (icra, PRODUCT.md §21): unpaid × rate ÷ 100 ÷ 30,
 * summed exactly and rounded once.
 *
 * Idempotent through ledger_fee_uq: a fee covers its charge up to fee_through, the next one starts
 * the day after, and a waived fee (reversed) still marks its days as done. Callers hold the units'
 * buckets' locks (late-fee-locks.ts).
 */

export const CHARGES = sqlTextList(CHARGE_TRANSACTION_TYPES.filter((t) => t !== 'gecikme_charge'));
export const PAYMENTS = sqlTextList(PAYMENT_TRANSACTION_TYPES);
/** An instant's Istanbul calendar day. */
export const dayOf = (column: SQL) => sql`(${column} at time zone 'Europe/Istanbul')::date`;
/** The instant an Istanbul calendar day (a date expression) starts. */
export const dayStartAt = (day: SQL) => sql`((${day})::timestamp at time zone 'Europe/Istanbul')`;

/** One unit's posting: its fees up to `through`, for days after `windowFrom`. */
export interface UnitFeeRun {
  unitId: number;
  /** Last Istanbul day ("YYYY-MM-DD") the fees cover. */
  through: string;
  /** Days up to and including this one are left alone (the months before a monthly run); null: none. */
  windowFrom: string | null;
  /** The fee rows' date. */
  postedAt: Date;
  /**
   * A payment of this many kuruş was just posted for the unit: only the charges it settles (their
   * place in the queue ends within the amount it added) get their fee now. Null: every charge.
   */
  settledBy: number | null;
}

/**
 * The statement joins CTEs, which have no statistics: the planner guesses a row or two and picks
 * nested loops over them, quadratic in the units (bench/late-fees.ts: 216 s for 1,000 units, 0.5 s
 * with hash joins). So nested loops are off for this statement only (the lateral probe of
 * ledger_fee_uq stays one), and back on after it for the rest of the caller's transaction.
 */
export async function withoutNestedLoops<T>(tx: DbOrTx, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  const result = await run();
  await tx.execute(sql`select set_config('enable_nestloop', 'on', true)`);
  return result;
}

/**
 * Posts the fees of the given units from their whole history, each unit with its own bounds; the
 * rule's reference and the path for payments (a few units) and for the units the monthly posting
 * cannot settle from their recent rows (late-fees-monthly.repository.ts). `hashJoins` for many
 * units (a pass over the ledger); without it the plan probes the ledger by unit.
 */
export async function postFeesFromHistory(
  tx: DbOrTx,
  units: readonly UnitFeeRun[],
  createdById: number | null,
  options: { hashJoins?: boolean } = {},
): Promise<number> {
  if (units.length === 0) return 0;
  const planned = options.hashJoins ? withoutNestedLoops : <T>(_: DbOrTx, go: () => Promise<T>) => go();
  const result = await planned(tx, () =>
    tx.execute(sql`${historyCtes(units)}
    ${feeTail(createdById)}
    select count(*)::int as n from inserted`),
  );
  return insertedCount(result);
}

/**
 * The statement's common start, given the units' runs: from `scope` to `open_cand`, the charges
 * that can owe a fee in their window (postFeesFromHistory; without its insert, the reference of
 * the accrued-fee read's property test, accrued-fees.test-fixtures.ts).
 */
export function historyCtes(units: readonly UnitFeeRun[]): SQL {
  const params = JSON.stringify(
    units.map((u) => ({
      unit_id: u.unitId,
      through: u.through,
      window_from: u.windowFrom,
      posted_at: u.postedAt.toISOString(),
      settled_by: u.settledBy,
    })),
  );
  return sql`
    with scope as (
      select u.id as unit_id, u.site_id, s.due_day, s.late_fee_rate_bps as bps, s.late_fee_from,
             p.through, p.window_from, p.posted_at, p.settled_by,
             -- The bounds as instants, so the whole-history filters compare timestamps and convert
             -- no row to its Istanbul day.
             coalesce(${dayStartAt(sql`p.window_from + 1`)}, '-infinity'::timestamptz) as window_start_at,
             ${dayStartAt(sql`p.through + 1`)} as through_end_at
      from json_to_recordset(${params}::json)
           as p(unit_id int, through date, window_from date, posted_at timestamptz, settled_by bigint)
      join units u on u.id = p.unit_id
      join sites s on s.id = u.site_id
      where s.late_fee_enabled and s.late_fee_from is not null
    ),
    live as (
      select l.id, l.unit_id, l.type, l.amount_kurus as amount, l.occurred_at, l.dues_period, l.fee_for_id,
             scope.window_start_at, scope.through_end_at
      from ledger_transactions l
      join scope on scope.unit_id = l.unit_id
      left join (select reverses_id from ledger_transactions where reverses_id is not null) r on r.reverses_id = l.id
      where l.reverses_id is null and r.reverses_id is null
    ),
    -- Units that can owe on some day of the window: their payments before it do not cover what
    -- was charged up to its end (fees whenever posted). Every other unit is skipped at once.
    owing as (
      select unit_id,
             coalesce(sum(amount) filter (where type in ${PAYMENTS} and occurred_at < window_start_at), 0) as paid_before,
             coalesce(sum(amount) filter (where type in ${PAYMENTS}), 0) as paid_all
      from live
      group by unit_id
      having coalesce(sum(amount) filter (where type in ${PAYMENTS} and occurred_at < window_start_at), 0)
           < coalesce(sum(amount) filter (where type = 'gecikme_charge'
               or (type in ${CHARGES} and occurred_at < through_end_at)), 0)
    ),
    charge as (
      select l.id, l.unit_id, sc.site_id, l.amount, sc.bps, sc.late_fee_from,
             -- A dues charge without a month is an opening balance (the site set-up import): the
             -- debt carried over from before, so the unit's oldest, first in its queue.
             (l.type = 'aidat_charge' and l.dues_period is null) as opening,
             -- A dues charge is dated the 1st of its month, so only an additional charge can be
             -- posted after its due day; an opening balance is due on the day it was entered.
             case when l.dues_period is not null then to_date(l.dues_period, 'YYYY-MM') + (sc.due_day - 1)
                  when l.type = 'aidat_charge' then ${dayOf(sql`l.occurred_at`)}
                  else greatest(date_trunc('month', ${dayOf(sql`l.occurred_at`)})::date + (sc.due_day - 1),
                                ${dayOf(sql`l.occurred_at`)}) end as due
      from live l
      join owing o on o.unit_id = l.unit_id
      join scope sc on sc.unit_id = l.unit_id
      where l.type in ${CHARGES}
    ),
    queue as (
      select c.id as charge_id, c.unit_id, 1 as ord, c.id as row_id, c.amount, c.opening, c.due from charge c
      union all
      select c.id, c.unit_id, 0, f.id, f.amount, c.opening, c.due from live f join charge c on c.id = f.fee_for_id
      where f.type = 'gecikme_charge'
    ),
    q as (
      select charge_id, ord,
             sum(amount) over (partition by unit_id order by opening desc, due, charge_id, ord, row_id rows unbounded preceding) as cum_through
      from queue
    ),
    -- Payments inside the window only; those before it are owing.paid_before.
    pays as (
      select l.unit_id, ${dayOf(sql`l.occurred_at`)} as d, sum(l.amount) as amount
      from live l join owing o on o.unit_id = l.unit_id
      where l.type in ${PAYMENTS} and l.occurred_at >= l.window_start_at
      group by 1, 2
    ),
    -- Charges the payments before the window do not cover: the only ones that can be unpaid on a
    -- day of it (payments only add up), usually the last one or two of a unit.
    cand as (
      select c.id, c.unit_id, c.site_id, c.amount, c.bps, q.cum_through, o.paid_before, sc.through, sc.posted_at,
             greatest(c.due, coalesce(done.through, c.due), coalesce(sc.window_from, '-infinity'::date)) as start
      from charge c
      join q on q.charge_id = c.id and q.ord = 1
      join owing o on o.unit_id = c.unit_id
      join scope sc on sc.unit_id = c.unit_id
      left join lateral (
        select max(f.fee_through) as through from ledger_transactions f
        where f.fee_for_id = c.id and f.type = 'gecikme_charge' and f.reverses_id is null
      ) done on true
      where c.due > c.late_fee_from and q.cum_through > o.paid_before
        and (sc.settled_by is null or (q.cum_through > o.paid_all - sc.settled_by and q.cum_through <= o.paid_all))
    ),
    -- The description by a probe of the primary key per open charge: a join to the ledger, planned
    -- with the CTEs' guessed sizes and nested loops off, could read the ledger once per fee.
    open_cand as (
      select cand.*, (select l.description from ledger_transactions l where l.id = cand.id) as description
      from cand where start < through
    )`;
}

/**
 * The common end of both statements, given `open_cand` (a charge's id, unit, site, amount, bps,
 * place in the queue, what the payments before its window paid, its through, posted_at, description
 * and the day its days start after) and `pays` (a unit's payments by day inside the window): the fee
 * of each charge and its insert (CTE `inserted`), idempotent through ledger_fee_uq.
 *
 * A unit's payments inside the window are cut into levels: from one payment's day to the next, the
 * window has paid the sum of the payments before (days lo+1 … hi; a payment counts from the day
 * after its own). A charge owes, on each day of a level, what the payments leave unpaid of it; so
 * its fee is one join of the charge with the levels its days cross, summed by charge: one pass,
 * where the steps of each charge would be sorted and windowed again per charge.
 */
export function feeTail(createdById: number | null): SQL {
  return sql`${feeCtes()},
    ${insertFees(createdById)}`;
}

/** The fee of each open charge (CTE `fee`: id, unit_id, site_id, through, posted_at, description, kurus). */
export function feeCtes(): SQL {
  return sql`,
    level as (
      select p.unit_id, coalesce(lag(p.d) over w, '-infinity'::date) as lo, p.d as hi,
             sum(p.amount) over w - p.amount as paid
      from pays p
      window w as (partition by p.unit_id order by p.d rows unbounded preceding)
      union all
      select p.unit_id, max(p.d), 'infinity'::date, sum(p.amount) from pays p group by p.unit_id
    ),
    -- Each open charge's stretches of days: on days a+1 … b it is unpaid by unpaid. A unit
    -- without payments in the window has no level: it has paid nothing more on any day.
    seg as (
      select c.id, c.unit_id,
             least(greatest(c.cum_through - c.paid_before - coalesce(l.paid, 0), 0), c.amount) as unpaid,
             greatest(coalesce(l.lo, '-infinity'::date), c.start) as a,
             least(coalesce(l.hi, 'infinity'::date), c.through) as b
      from open_cand c
      left join level l on l.unit_id = c.unit_id and l.lo < c.through and l.hi > c.start
    ),
    -- The days of each stretch under enforcement (PRODUCT.md §21: no fee accrues from the day it
    -- started through the day it ended): a few rows, of the units with open charges only.
    seg_enforced as (
      select s.id, s.a,
             sum(greatest(least(s.b, coalesce(e.ended_on, 'infinity'::date)) - greatest(s.a, e.started_on - 1), 0)) as days
      from seg s join unit_enforcements e on e.unit_id = s.unit_id
      group by s.id, s.a
    ),
    -- Summed per charge alone, so the join carries a few numbers rather than the description.
    fee_days as (
      select s.id, sum(s.unpaid * (s.b - s.a - coalesce(x.days, 0))) as kurus_days
      from seg s left join seg_enforced x on x.id = s.id and x.a = s.a
      group by s.id
    ),
    fee as (
      select c.id, c.unit_id, c.site_id, c.through, c.posted_at, c.description,
             round(d.kurus_days::numeric * c.bps / 300000) as kurus
      from fee_days d join open_cand c on c.id = d.id
    )`;
}

/** The fees' insert (CTE `inserted`), idempotent through ledger_fee_uq. */
function insertFees(createdById: number | null): SQL {
  return sql`inserted as (
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, fee_for_id, fee_through, created_by)
      select f.unit_id, f.site_id, 'gecikme_charge',
             left(${LATE_FEE_TEXTS.descriptionPrefix} || f.description, 500),
             f.posted_at, f.kurus::bigint, f.id, f.through, ${createdById}::int
      from fee f
      where f.kurus > 0
      -- In unit order, so the inserts walk the unit index and the units' rows (their foreign-key
      -- checks) once, in order.
      order by f.unit_id, f.id
      on conflict (fee_for_id, fee_through) where type = 'gecikme_charge' and reverses_id is null do nothing
      returning 1
    )`;
}

export function insertedCount(result: unknown): number {
  const rows = (result as { rows: Array<{ n: number | string }> }).rows;
  return Number(rows[0]?.n ?? 0);
}

/** Of these units, those that can carry fees: their site has fees on (a day under icra carries none, feeCtes). */
export async function unitsWithLateFees(tx: DbOrTx, unitIds: number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const result = await tx.execute(sql`
    select u.id from units u join sites s on s.id = u.site_id
    where u.id = any(${`{${unitIds.join(',')}}`}::int[])
      and s.late_fee_enabled and s.late_fee_from is not null`);
  return new Set((result as unknown as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id)));
}
