import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { CHARGES, dayOf, dayStartAt, PAYMENTS } from './fee-statements.repository.js';

/** A charge's late fee accrued up to a day and not yet posted. */
export interface AccruedFee {
  unitId: number;
  chargeId: number;
  kurus: number;
}

/**
 * The fees the given units' charges have accrued up to and including `through` and not posted
 * yet: exactly what postFeesFromHistory would post for them through that day with no window and
 * no settling payment (every charge), so what is shown as owed today is what a payment today
 * posts (PRODUCT.md §12). The rule is the statement's (docs/shares-and-late-fees.md); this read
 * runs it on each unit's rows in TypeScript instead of in SQL.
 *
 * Why: the statement's CTEs cost PostgreSQL about 2 ms to plan for a single unit (more than the
 * rest of a resident's page), and its last joins, planned with guessed CTE sizes, are nested loops
 * over every open charge of the request, quadratic: a 100-unit list took about a second, a
 * 2,000-unit site tens of seconds (bench/README.md). Here PostgreSQL runs one plain select of the
 * units' live rows (through ledger_unit_type_amount_idx, a few dozen rows per unit, each reduced
 * to a few integers: days as days since 1970, the due day computed as the statement does) and the
 * rule is one linear pass per unit: the queue's running sum, the payments' levels by day, and per
 * open charge its kuruş-days from its last posted fee day on, summed exactly and rounded once.
 *
 * A row is live unless a reversal names it; a reversal is posted on its row's own unit (post.ts),
 * so the units' own rows say which are reversed, without a probe per row. A fee counts in its
 * charge's place in the queue when it is live, and its fee_through marks its days as done even
 * when it was waived (reversed).
 */
export async function accruedFeesOf(db: DbOrTx, unitIds: readonly number[], through: string): Promise<AccruedFee[]> {
  if (unitIds.length === 0) return [];
  const day = dayOf(sql`l.occurred_at`);
  const epoch = sql`date '1970-01-01'`;
  // The asked units come from a materialized CTE: planned from an array, the units were read by a
  // parallel sequential scan (the planner shares the ledger probes between workers).
  const result = await db.execute(sql`
    with asked as materialized (select distinct unnest(${`{${unitIds.join(',')}}`}::int[]) as id),
    scope as (
      select u.id as unit_id, s.due_day, s.late_fee_rate_bps as bps, s.late_fee_from
      from asked join units u on u.id = asked.id join sites s on s.id = u.site_id
      where s.late_fee_enabled and s.late_fee_from is not null
    )
    select unit_id, 0::bigint as id, ${kindOf(UNIT)} as kind, bps::bigint as amount, late_fee_from - ${epoch} as day,
           null::bigint as ref, false as early
    from scope
    union all
    -- Its icra periods (PRODUCT.md §21): day = the first day without fees, ref = the last (null: open).
    select e.unit_id, e.id, ${kindOf(ENFORCEMENT)}, 0, e.started_on - ${epoch}, e.ended_on - ${epoch}, false
    from scope sc join unit_enforcements e on e.unit_id = sc.unit_id
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
                -- A charge's due day, as the statement computes it.
                when l.dues_period is not null then to_date(l.dues_period, 'YYYY-MM') + (sc.due_day - 1) - ${epoch}
                when l.type = 'aidat_charge' then ${day} - ${epoch}
                else greatest(date_trunc('month', ${day})::date + (sc.due_day - 1), ${day}) - ${epoch} end,
           coalesce(l.reverses_id, l.fee_for_id),
           l.occurred_at < ${dayStartAt(sql`${through}::date + 1`)}
    from scope sc join ledger_transactions l on l.unit_id = sc.unit_id
    where l.reverses_id is not null or l.type in ${PAYMENTS} or l.type in ${CHARGES} or l.type = 'gecikme_charge'`);
  return accrue((result as unknown as { rows: FeeRow[] }).rows, toDays(through));
}

/** A unit's settings: `amount` is its site's rate in basis points, `day` its lateFeeFrom. */
const UNIT = 0;
const PAYMENT = 1;
const FEE = 2;
const CHARGE = 3;
/** An opening balance ('Devir bakiyesi'): a dues charge without a month, first in its unit's queue. */
const OPENING = 4;
/** A reversal: `ref` is the row it reverses. */
const REVERSAL = 5;
/** An icra period: `day` its first day, `ref` its last (null: still open). */
const ENFORCEMENT = 6;
const kindOf = (kind: number) => sql.raw(`${kind}`);

/** One row of the read: a unit's settings or one of its ledger rows. */
interface FeeRow {
  unit_id: number | string;
  id: number | string;
  kind: number | string;
  amount: number | string;
  /** A payment's Istanbul day, a charge's due day, a fee's fee_through, the unit's lateFeeFrom. */
  day: number | string | null;
  /** The charge of a fee, the row a reversal reverses. */
  ref: number | string | null;
  /** Dated before the end of `through`, the Istanbul day. */
  early: boolean;
}

interface Charge {
  id: number;
  amount: number;
  opening: boolean;
  due: number;
  /** Its live fees: they sit just before it in the queue. */
  fees: number;
  /** The last day its fees (live or waived) cover. */
  done: number | null;
}

interface Unit {
  bps: number;
  feeFrom: number;
  /** The statement's gate: a live fee, or a live charge dated up to `through`. */
  owing: boolean;
  charges: Charge[];
  /** Live payments summed by Istanbul day. */
  paid: Map<number, number>;
  /** Days under icra, which accrue no fee: [first, last] both included (last: Infinity while open). */
  enforced: Array<[number, number]>;
}

const toDays = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The rule on the units' rows (see accruedFeesOf), each fee > 0 in unit then charge order. */
function accrue(rows: readonly FeeRow[], through: number): AccruedFee[] {
  const units = new Map<number, Unit>();
  const reversed = new Set<number>();
  for (const r of rows) {
    const kind = Number(r.kind);
    if (kind === UNIT)
      units.set(Number(r.unit_id), {
        bps: Number(r.amount),
        feeFrom: Number(r.day),
        owing: false,
        charges: [],
        paid: new Map(),
        enforced: [],
      });
    else if (kind === REVERSAL) reversed.add(Number(r.ref));
  }
  const charges = new Map<number, Charge>();
  const fees: FeeRow[] = [];
  for (const r of rows) {
    const kind = Number(r.kind);
    if (kind === UNIT || kind === REVERSAL) continue;
    const unit = units.get(Number(r.unit_id)) as Unit;
    if (kind === ENFORCEMENT) {
      unit.enforced.push([Number(r.day), r.ref === null ? Number.POSITIVE_INFINITY : Number(r.ref)]);
      continue;
    }
    const live = !reversed.has(Number(r.id));
    if (kind === FEE) {
      fees.push(r);
      if (live) unit.owing = true;
    } else if (!live) {
    } else if (kind === PAYMENT) {
      const day = Number(r.day);
      unit.paid.set(day, (unit.paid.get(day) ?? 0) + Number(r.amount));
    } else {
      if (r.early) unit.owing = true;
      const id = Number(r.id);
      const charge = {
        id,
        amount: Number(r.amount),
        opening: kind === OPENING,
        due: Number(r.day),
        fees: 0,
        done: null,
      };
      unit.charges.push(charge);
      charges.set(id, charge);
    }
  }
  for (const f of fees) {
    const charge = charges.get(Number(f.ref));
    if (!charge) continue;
    if (!reversed.has(Number(f.id))) charge.fees += Number(f.amount);
    const done = Number(f.day);
    if (charge.done === null || done > charge.done) charge.done = done;
  }
  const accrued: AccruedFee[] = [];
  for (const [unitId, unit] of [...units].sort((a, b) => a[0] - b[0])) {
    if (!unit.owing) continue;
    const levels = levelsOf(unit.paid);
    // The queue: opening balances first, then by due day and id, each charge after its fees.
    unit.charges.sort((a, b) => Number(b.opening) - Number(a.opening) || a.due - b.due || a.id - b.id);
    let cum = 0;
    const owed: AccruedFee[] = [];
    for (const c of unit.charges) {
      cum += c.fees + c.amount;
      if (c.due <= unit.feeFrom) continue;
      const start = Math.max(c.due, c.done ?? c.due);
      if (start >= through) continue;
      const kurus = feeOf(c.amount, cum, start, through, levels, unit.bps, unit.enforced);
      if (kurus > 0) owed.push({ unitId, chargeId: c.id, kurus });
    }
    accrued.push(...owed.sort((a, b) => a.chargeId - b.chargeId));
  }
  return accrued;
}

/**
 * A unit's payments cut into levels: on days lo+1 … hi the payments have paid `paid` (a payment
 * counts from the day after its own), the last level open-ended; none: one level of nothing paid.
 */
function levelsOf(paid: ReadonlyMap<number, number>): Array<{ lo: number; hi: number; paid: number }> {
  const days = [...paid.keys()].sort((a, b) => a - b);
  const levels: Array<{ lo: number; hi: number; paid: number }> = [];
  let lo = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const d of days) {
    levels.push({ lo, hi: d, paid: sum });
    sum += paid.get(d) ?? 0;
    lo = d;
  }
  levels.push({ lo, hi: Number.POSITIVE_INFINITY, paid: sum });
  return levels;
}

/** How many of the days a+1 … b fall in the icra periods ([first, last], both included). */
function enforcedDays(a: number, b: number, enforced: ReadonlyArray<[number, number]>): number {
  let days = 0;
  for (const [first, last] of enforced) days += Math.max(Math.min(b, last) - Math.max(a, first - 1), 0);
  return days;
}

/**
 * One charge's fee: Σ over its days after `start` up to `through`, but those under icra, of what
 * the payments leave unpaid of it (its place in the queue is `cum`), × bps ÷ 300 000, rounded once,
 * halves up. Exact: the kuruş-days are summed as integers (BigInt once past 2^53).
 */
function feeOf(
  amount: number,
  cum: number,
  start: number,
  through: number,
  levels: ReadonlyArray<{ lo: number; hi: number; paid: number }>,
  bps: number,
  enforced: ReadonlyArray<[number, number]>,
): number {
  let days = 0;
  let big: bigint | null = null;
  for (const l of levels) {
    if (l.hi <= start) continue;
    if (l.lo >= through) break;
    const unpaid = Math.min(Math.max(cum - l.paid, 0), amount);
    // Payments only add up: from here on nothing of the charge is unpaid.
    if (unpaid === 0) break;
    const a = Math.max(l.lo, start);
    const b = Math.min(l.hi, through);
    const n = b - a - enforcedDays(a, b, enforced);
    const term = unpaid * n;
    if (big === null && Number.isSafeInteger(term) && Number.isSafeInteger(days + term)) days += term;
    else big = (big ?? BigInt(days)) + BigInt(unpaid) * BigInt(n);
  }
  const x = (big ?? BigInt(days)) * BigInt(bps);
  // round(x ÷ 300 000), halves up (x ≥ 0).
  return Number((2n * x + 300_000n) / 600_000n);
}
