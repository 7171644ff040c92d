import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import {
  type AccruedFee,
  accrueUnit,
  afterPrefix,
  CHARGE,
  ENFORCEMENT,
  FEE,
  type FeeRow,
  OPENING,
  PAYMENT,
  prefixOwes,
  readPaidOf,
  readQueueOf,
  REVERSAL,
  SUMS,
  type SettledBase,
  type SettledPrefix,
  UNIT,
  type UnitSums,
  type UnitRule,
  unitsOf,
} from './accrued-fee-rule.js';
import { CHARGES, dayOf, dayStartAt, PAYMENTS } from './fee-statements.repository.js';
import { DATABASE_IDENTITY, feeMarkStore, storedFeeMarks, storeFeeMark, unitCreated } from './fee-mark-store.js';
import { type FeeMark, feeMarkOf, feeMarkStats, keepFeeMark } from './fee-marks.js';

export type { AccruedFee };

/**
 * The fees the given units' charges have accrued up to and including `through` and not posted
 * yet: exactly what postFeesFromHistory would post for them through that day with no window and
 * no settling payment (every charge), so what is shown as owed today is what a payment today
 * posts (PRODUCT.md §12). The rule is the statement's (docs/shares-and-late-fees.md); this read
 * runs it on each unit's rows in TypeScript (accrued-fee-rule.ts) instead of in SQL.
 *
 * Why: the statement's CTEs cost PostgreSQL about 2 ms to plan for a single unit (more than the
 * rest of a resident's page), and its last joins, planned with guessed CTE sizes, are nested loops
 * over every open charge of the request, quadratic: a 100-unit list took about a second, a
 * 2,000-unit site tens of seconds (bench/README.md). Here PostgreSQL runs plain selects of the
 * units' live rows, each reduced to a few integers (days as days since 1970, the due day computed
 * as the statement does), and the rule is one linear pass per unit.
 *
 * A unit with a settled prefix (fee-marks.ts, kept in memory and in the database: fee-mark-store.ts)
 * is read from after it: its rows dated or due from the prefix's end on and the sums that prove the
 * prefix still settled; one whose proof fails, and one without a mark, from its whole history, which
 * marks it for the next read.
 *
 * A row is live unless a reversal names it; a reversal is posted on its row's own unit (post.ts),
 * so the units' own rows say which are reversed, without a probe per row. A fee counts in its
 * charge's place in the queue when it is live, and its fee_through marks its days as done even
 * when it was waived (reversed).
 */
export async function accruedFeesOf(db: DbOrTx, unitIds: readonly number[], through: string): Promise<AccruedFee[]> {
  if (unitIds.length === 0) return [];
  const day = toDays(through);
  const asked = [...new Set(unitIds)];
  const fees: AccruedFee[] = [];
  // Taken now: while this read waits, other reads may move or evict marks.
  const marks = new Map<number, FeeMark>();
  for (const id of asked) {
    const mark = feeMarkOf(id);
    if (mark && mark.from <= day) marks.set(id, mark);
  }
  // A transaction that has written reads its own rows, which may yet roll back: marks are made
  // from, and checked against, committed rows only (fee-marks.ts). In a list, units without a mark
  // in memory look for one in the database (a server that started since, or another instance, made
  // it), and the list's new marks are kept there; a resident's few units read their whole
  // histories in less than the look would take.
  const keep = keeper(asked.length >= feeMarkStore.fromUnits);
  const missing = keep.stored ? asked.filter((id) => !marks.has(id)) : [];
  let committed = false;
  if (missing.length > 0) {
    const stored = await storedFeeMarks(db, missing);
    committed = stored.clean;
    for (const [id, mark] of stored.marks) {
      keepFeeMark(id, mark);
      if (mark.from <= day) marks.set(id, mark);
    }
    feeMarkStats.loaded += stored.marks.size;
  } else if (marks.size > 0) committed = await readsCommitted(db);
  const whole = committed ? asked.filter((id) => !marks.has(id)) : asked;
  if (committed && marks.size > 0) whole.push(...(await accrueFromMarks(db, marks, through, day, fees, keep)));
  if (whole.length > 0) {
    const units = unitsOf(await rowsOf(db, wholeHistory(whole, through)));
    for (const [unitId, unit] of units) {
      const { fees: owed, settled } = accrueUnit(unitId, unit, day, null);
      fees.push(...owed);
      const owes = settled !== null && prefixOwes(unit, settled);
      keep.mark(unitId, unit, owes ? markOf(unit, null, settled, day) : null);
    }
  }
  return fees.sort((a, b) => a.unitId - b.unitId || a.chargeId - b.chargeId);
}

async function readsCommitted(db: DbOrTx): Promise<boolean> {
  const [row] = (
    (await db.execute(sql`select pg_current_xact_id_if_assigned() is null as clean`)) as unknown as {
      rows: Array<{ clean: boolean }>;
    }
  ).rows;
  return row?.clean === true;
}

/**
 * The marked units' fees, in one statement: a unit whose sums are its mark's has its fees worked out
 * from the mark's rows, with its site's settings and icra periods as they are now; one that changed
 * is read after its mark, and its mark moved on. Returns the units whose marks the checks refused.
 */
async function accrueFromMarks(
  db: DbOrTx,
  marks: ReadonlyMap<number, FeeMark>,
  through: string,
  day: number,
  fees: AccruedFee[],
  keep: Keeper,
): Promise<number[]> {
  const units = unitsOf(await rowsOf(db, afterMarks(marks, through)));
  const refused: number[] = [];
  for (const [unitId, unit] of units) {
    const mark = marks.get(unitId) as FeeMark;
    if (sameUnit(unit, mark) && sameSums(unit.sums, mark.sums)) {
      feeMarkStats.unchanged += 1;
      const { charges, paid, paidBefore } = mark.after;
      // The prefix owes from the mark's day on (fee-marks.ts): the gate is open.
      const rule = { ...unit, owing: true, charges, paid };
      fees.push(...accrueUnit(unitId, rule, day, { queue: mark.queue, paidBefore, from: mark.endDue }).fees);
      continue;
    }
    const base = baseOf(unit, mark);
    if (base === null) {
      feeMarkStats.refused += 1;
      keep.mark(unitId, unit, null);
      refused.push(unitId);
      continue;
    }
    feeMarkStats.used += 1;
    unit.owing = true;
    const { fees: owed, settled } = accrueUnit(unitId, unit, day, base);
    fees.push(...owed);
    keep.mark(unitId, unit, markOf(unit, base, settled ?? mark, mark.from));
  }
  return refused;
}

interface Keeper {
  stored: boolean;
  mark(unitId: number, unit: UnitRule, mark: FeeMark | null): void;
}

/**
 * Keeps units' new marks (null: none) in memory and, for a list (`stored`) read from committed rows,
 * in the database.
 */
function keeper(stored: boolean): Keeper {
  return {
    stored,
    mark(unitId, unit, mark) {
      keepFeeMark(unitId, mark);
      if (stored && unit.token && unit.committed) storeFeeMark(unitId, unit.token, mark);
    },
  };
}

const toDays = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const kindOf = (kind: number) => sql.raw(`${kind}`);
const epoch = sql`date '1970-01-01'`;

async function rowsOf(db: DbOrTx, query: SQL): Promise<FeeRow[]> {
  return ((await db.execute(query)) as unknown as { rows: FeeRow[] }).rows;
}

/**
 * A unit's mark as this read leaves it: its settled prefix ending at `end`, the sums and settings it
 * was read under and its rows after the prefix (`base`: what the read left out, null for the whole
 * history); `from` is the first day it may be read for.
 */
function markOf(unit: UnitRule, base: SettledBase | null, end: SettledPrefix | FeeMark, from: number): FeeMark | null {
  const sums = unit.sums;
  // A transaction that wrote may roll back: what it read is not the ledger's to mark.
  if (!sums || !unit.token || !unit.committed) return null;
  const prefix = 'chargeId' in end ? end : { dueDay: end.endDue, chargeId: end.endId, queue: end.queue };
  return {
    token: unit.token,
    dueDay: unit.siteDueDay,
    feeFrom: unit.feeFrom,
    from,
    sums,
    endDue: prefix.dueDay,
    endId: prefix.chargeId,
    queue: prefix.queue,
    after: afterPrefix(unit, base, prefix),
  };
}

/** The unit's token and site settings are the mark's. */
function sameUnit(unit: UnitRule, mark: FeeMark): boolean {
  return unit.token === mark.token && unit.siteDueDay === mark.dueDay && unit.feeFrom === mark.feeFrom;
}

function sameSums(a: UnitSums | null, b: UnitSums): boolean {
  return a !== null && a.rows === b.rows && a.reversals === b.reversals && a.queue === b.queue && a.paid === b.paid;
}

/**
 * The part of the queue and the payments the read after a mark left out, when the unit's sums prove
 * the mark (fee-marks.ts); null when they do not.
 */
function baseOf(unit: UnitRule, mark: FeeMark): SettledBase | null {
  const sums = unit.sums;
  if (!sums || !sameUnit(unit, mark)) return null;
  if (sums.rows < mark.sums.rows || sums.reversals !== mark.sums.reversals) return null;
  if (sums.queue - readQueueOf(unit) !== mark.queue) return null;
  return { queue: mark.queue, paidBefore: sums.paid - readPaidOf(unit), from: mark.endDue };
}

/** The asked units of sites with fees on, with their settings (CTE `scope`). */
function scopeOf(asked: SQL, extra: SQL = sql``): SQL {
  return sql`scope as (
      select u.id as unit_id, s.due_day, s.late_fee_rate_bps as bps, s.late_fee_from,
             -- The unit (its creation) in this database (fee-marks.ts).
             ${unitCreated('u')}::text || ':' || ${DATABASE_IDENTITY} as token ${extra}
      from ${asked} join units u on u.id = asked.id join sites s on s.id = u.site_id
      where s.late_fee_enabled and s.late_fee_from is not null
    )`;
}

/**
 * Each unit's sums over all its rows (CTE `sums`, given `scope`), from ledger_unit_type_amount_idx
 * alone: a reversal's amount is negative, so these are the live rows' sums.
 */
const sumsCte = sql`sums as materialized (
      select sc.unit_id, t.reversals, t.rows, t.queue, t.paid
      from scope sc cross join lateral (
        select count(*) filter (where l.amount_kurus < 0) as reversals, count(*) as rows,
               coalesce(sum(l.amount_kurus) filter (where l.type in ${CHARGES} or l.type = 'gecikme_charge'), 0) as queue,
               coalesce(sum(l.amount_kurus) filter (where l.type in ${PAYMENTS}), 0) as paid
        from ledger_transactions l where l.unit_id = sc.unit_id
      ) t
    )`;

/** Every unit's settings, icra periods and sums (kinds UNIT, ENFORCEMENT, SUMS), given `scope` and `sums`. */
const unitRows = sql`
    select unit_id, 0::bigint as id, ${kindOf(UNIT)} as kind, bps::bigint as amount, late_fee_from - ${epoch} as day,
           due_day::bigint as ref, pg_current_xact_id_if_assigned() is null as early, token
    from scope
    union all
    -- Its icra periods (PRODUCT.md §21): day = the first day without fees, ref = the last (null: open).
    select e.unit_id, e.id, ${kindOf(ENFORCEMENT)}, 0, e.started_on - ${epoch}, e.ended_on - ${epoch}, false, null
    from scope sc join unit_enforcements e on e.unit_id = sc.unit_id
    union all
    select unit_id, reversals, ${kindOf(SUMS)}, queue, rows, paid, false, null from sums`;

/** A charge's due day, as the statement computes it, given its row `l` and its unit's `sc`. */
const dueOf = sql`case when l.dues_period is not null then to_date(l.dues_period, 'YYYY-MM') + (sc.due_day - 1)
                when l.type = 'aidat_charge' then ${dayOf(sql`l.occurred_at`)}
                else greatest(date_trunc('month', ${dayOf(sql`l.occurred_at`)})::date + (sc.due_day - 1), ${dayOf(sql`l.occurred_at`)}) end`;

/** Dated before the end of `through`, the Istanbul day. */
const earlyOf = (through: string) => sql`l.occurred_at < ${dayStartAt(sql`${through}::date + 1`)}`;

/** The units' whole history: every payment, charge, fee and reversal. */
function wholeHistory(unitIds: readonly number[], through: string): SQL {
  const day = dayOf(sql`l.occurred_at`);
  // The asked units come from a materialized CTE: planned from an array, the units were read by a
  // parallel sequential scan (the planner shares the ledger probes between workers).
  return sql`
    with asked as materialized (select distinct unnest(${`{${unitIds.join(',')}}`}::int[]) as id),
    ${scopeOf(sql`asked`)},
    ${sumsCte}
    ${unitRows}
    union all
    select l.unit_id, l.id,
           case when l.reverses_id is not null then ${kindOf(REVERSAL)}
                when l.type in ${PAYMENTS} then ${kindOf(PAYMENT)}
                when l.type = 'gecikme_charge' then ${kindOf(FEE)}
                when l.type = 'aidat_charge' and l.dues_period is null then ${kindOf(OPENING)}
                else ${kindOf(CHARGE)} end,
           l.amount_kurus,
           case when l.reverses_id is not null then null
                when l.type in ${PAYMENTS} then ${day} - ${epoch}
                when l.type = 'gecikme_charge' then l.fee_through - ${epoch}
                else ${dueOf} - ${epoch} end,
           coalesce(l.reverses_id, l.fee_for_id),
           ${earlyOf(through)}, null
    from scope sc join ledger_transactions l on l.unit_id = sc.unit_id
    where l.reverses_id is not null or l.type in ${PAYMENTS} or l.type in ${CHARGES} or l.type = 'gecikme_charge'`;
}

/**
 * The marked units: their settings, icra periods and sums and, for those whose sums are not their
 * mark's (`changed`), their rows after the mark: every reversal (a few, from the negative amounts of
 * ledger_unit_type_amount_idx), the payments dated from the mark's due day on
 * (ledger_unit_payment_time_idx), the charges after the mark in the queue and, per charge, its live
 * fees and how far its fees run (ledger_fee_uq). Dues charges are probed by month from the mark's
 * month on (ledger_dues_period_uq); ek bütçe charges are few per unit. Opening balances come first in
 * the queue, so never after a mark.
 */
function afterMarks(marks: ReadonlyMap<number, FeeMark>, through: string): SQL {
  const params = JSON.stringify(
    [...marks].map(([unitId, m]) => ({ id: unitId, end_due: m.endDue, end_id: m.endId, ...m.sums })),
  );
  const after = (from: SQL, where: SQL) => sql`
      select l.unit_id, l.id, l.amount_kurus, ${earlyOf(through)} as early, ${dueOf} - ${epoch} as due,
             sc.end_due, sc.end_id
      from ${from}
      where ${where}`;
  return sql`
    with asked as materialized (
      select * from json_to_recordset(${params}::json)
        as m(id int, end_due int, end_id bigint, rows bigint, reversals bigint, queue bigint, paid bigint)
    ),
    ${scopeOf(sql`asked`, sql`, asked.end_due, asked.end_id, asked.rows as mark_rows, asked.reversals as mark_reversals, asked.queue as mark_queue, asked.paid as mark_paid`)},
    ${sumsCte},
    changed as materialized (
      select sc.*, t.reversals from scope sc join sums t on t.unit_id = sc.unit_id
      where (t.rows, t.reversals, t.queue, t.paid) is distinct from (sc.mark_rows, sc.mark_reversals, sc.mark_queue, sc.mark_paid)
    ),
    latest as (
      select max(dues_period) as period from ledger_transactions where type = 'aidat_charge' and reverses_id is null
    ),
    after as (${after(
      sql`changed sc
        cross join latest
        -- A dues charge is due on its month's due day: its month is from the mark's on, each probed.
        cross join lateral generate_series(date_trunc('month', ${epoch} + sc.end_due - (sc.due_day - 1)),
                                           to_date(latest.period, 'YYYY-MM'), interval '1 month') as m(month)
        cross join lateral (
          select d.unit_id, d.id, d.type, d.amount_kurus, d.occurred_at, d.dues_period from ledger_transactions d
          where d.dues_period = to_char(m.month, 'YYYY-MM') and d.unit_id = sc.unit_id
            and d.type = 'aidat_charge' and d.reverses_id is null
          -- Kept a probe per month and unit: flattened into a join, it read every dues row of the unit.
          offset 0
        ) l`,
      sql`true`,
    )}
      union all ${after(
        sql`changed sc join ledger_transactions l on l.unit_id = sc.unit_id`,
        sql`l.type = 'ekbutce_charge' and l.reverses_id is null`,
      )}
    ),
    charge as (select * from after where due > end_due or (due = end_due and id > end_id))
    ${unitRows}
    union all
    select l.unit_id, l.id, ${kindOf(REVERSAL)}, l.amount_kurus, null, l.reverses_id, false, null
    -- Only units with reversals (their count is in changed: joined to sums here, the planner looped
    -- over every changed unit for each of them).
    from changed sc join ledger_transactions l on l.unit_id = sc.unit_id
    where sc.reversals > 0 and l.amount_kurus < 0
    union all
    select l.unit_id, l.id, ${kindOf(PAYMENT)}, l.amount_kurus, ${dayOf(sql`l.occurred_at`)} - ${epoch}, null, false, null
    from changed sc join ledger_transactions l on l.unit_id = sc.unit_id
    where l.type in ${PAYMENTS} and l.reverses_id is null
      and l.occurred_at >= ${dayStartAt(sql`${epoch} + sc.end_due`)}
    union all
    select c.unit_id, c.id, ${kindOf(CHARGE)}, c.amount_kurus, c.due, null, c.early, null from charge c
    union all
    -- One row per charge with fees: their live sum and the last day they cover (a waived fee's
    -- too), as the whole-history read's fee rows add up to; id 0 is no row, so never reversed.
    select c.unit_id, 0, ${kindOf(FEE)}, f.live, f.done, c.id, false, null
    from charge c cross join lateral (
      select coalesce(sum(f.amount_kurus) filter (
               where not exists (select 1 from ledger_transactions x where x.reverses_id = f.id)), 0) as live,
             max(f.fee_through) - ${epoch} as done
      from ledger_transactions f
      where f.fee_for_id = c.id and f.type = 'gecikme_charge' and f.reverses_id is null
    ) f
    where f.done is not null`;
}
