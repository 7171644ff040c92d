/**
 * The late-fee rule of postFeesFromHistory (docs/shares-and-late-fees.md) run in TypeScript on a
 * unit's rows, as read by accrued-fees.repository.ts: the fees each unit's charges have accrued up
 * to a day and not posted, and the unit's settled prefix (fee-marks.ts) as it stands.
 */

/** A charge's late fee accrued up to a day and not yet posted. */
export interface AccruedFee {
  unitId: number;
  chargeId: number;
  kurus: number;
}

/** A unit's settings: `amount` is its site's rate in basis points, `day` its lateFeeFrom, `ref` its due day. */
export const UNIT = 0;
export const PAYMENT = 1;
export const FEE = 2;
export const CHARGE = 3;
/** An opening balance ('Devir bakiyesi'): a dues charge without a month, first in its unit's queue. */
export const OPENING = 4;
/** A reversal: `ref` is the row it reverses. */
export const REVERSAL = 5;
/** An icra period: `day` its first day, `ref` its last (null: still open). */
export const ENFORCEMENT = 6;
/**
 * The unit's sums over all its rows, which check a settled prefix (fee-marks.ts): `amount` its
 * queue (charges and fees, reversals taken off), `ref` its payments (the same), `day` how many rows
 * it has, `id` how many of them are reversals.
 */
export const SUMS = 7;

/** One row of the read: a unit's settings, its sums or one of its ledger rows. */
export interface FeeRow {
  unit_id: number | string;
  id: number | string;
  kind: number | string;
  amount: number | string;
  /** A payment's Istanbul day, a charge's due day, a fee's fee_through, the unit's lateFeeFrom. */
  day: number | string | null;
  /** The charge of a fee, the row a reversal reverses. */
  ref: number | string | null;
  /**
   * Dated before the end of `through`, the Istanbul day. On a settings row: the reading transaction
   * has written nothing, so what it reads is committed and may be marked (fee-marks.ts).
   */
  early: boolean;
  /** The unit row's version and the database's start (fee-marks.ts), on its settings row. */
  token: string | null;
}

export interface Charge {
  id: number;
  amount: number;
  opening: boolean;
  due: number;
  early: boolean;
  /** Its live fees: they sit just before it in the queue. */
  fees: number;
  /** The last day its fees (live or waived) cover. */
  done: number | null;
}

/** The part of a unit's queue left out of the read, settled (fee-marks.ts). */
export interface SettledBase {
  /** The queue up to the prefix's end: its charges and their live fees. */
  queue: number;
  /** The unit's payments dated before `from`, which the read left out. */
  paidBefore: number;
  /** The first Istanbul day (days since 1970) whose payments the read holds one by one. */
  from: number;
}

/** The unit's settled prefix as the rule finds it (fee-marks.ts records it). */
export interface SettledPrefix {
  /** Its last charge's due day and id: the queue's key. */
  dueDay: number;
  chargeId: number;
  /** Its charges and their live fees. */
  queue: number;
}

/** A unit's sums over all its rows (the SUMS row). */
export interface UnitSums {
  queue: number;
  paid: number;
  rows: number;
  reversals: number;
}

/** A unit's rows after its settled prefix, and the payments before them summed. */
export interface AfterPrefix {
  charges: readonly Charge[];
  paid: ReadonlyMap<number, number>;
  paidBefore: number;
}

/** What the rule reads of a unit (UnitRule, or a mark's rows with the unit's settings now). */
export interface RuleUnit {
  bps: number;
  feeFrom: number;
  owing: boolean;
  charges: readonly Charge[];
  paid: ReadonlyMap<number, number>;
  enforced: ReadonlyArray<[number, number]>;
}

export interface UnitRule {
  bps: number;
  feeFrom: number;
  /** The site's due day (1–28). */
  siteDueDay: number;
  /** The statement's gate: a live fee, or a live charge dated up to `through`. */
  owing: boolean;
  charges: Charge[];
  /** Live payments summed by Istanbul day. */
  paid: Map<number, number>;
  /** Days under icra, which accrue no fee: [first, last] both included (last: Infinity while open). */
  enforced: Array<[number, number]>;
  sums: UnitSums | null;
  token: string | null;
  /** Read by a transaction that has written nothing: a mark made from it holds committed rows only. */
  committed: boolean;
}

/** The units of the read, by id, with their charges, payments and fees in place (no base yet). */
export function unitsOf(rows: readonly FeeRow[]): Map<number, UnitRule> {
  const units = new Map<number, UnitRule>();
  const reversed = new Set<number>();
  for (const r of rows) {
    const kind = Number(r.kind);
    if (kind === UNIT)
      units.set(Number(r.unit_id), {
        bps: Number(r.amount),
        feeFrom: Number(r.day),
        siteDueDay: Number(r.ref),
        owing: false,
        charges: [],
        paid: new Map(),
        enforced: [],
        sums: null,
        token: r.token,
        committed: r.early,
      });
    else if (kind === REVERSAL) reversed.add(Number(r.ref));
  }
  const charges = new Map<number, Charge>();
  const fees: FeeRow[] = [];
  for (const r of rows) {
    const kind = Number(r.kind);
    if (kind === UNIT || kind === REVERSAL) continue;
    const unit = units.get(Number(r.unit_id)) as UnitRule;
    if (kind === SUMS) {
      unit.sums = { queue: Number(r.amount), paid: Number(r.ref), rows: Number(r.day), reversals: Number(r.id) };
      continue;
    }
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
        early: r.early,
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
  // The queue: opening balances first, then by due day and id, each charge after its fees.
  for (const unit of units.values())
    unit.charges.sort((a, b) => Number(b.opening) - Number(a.opening) || a.due - b.due || a.id - b.id);
  return units;
}

/** The queue as read: its live charges and their live fees. */
export function readQueueOf(unit: UnitRule): number {
  return unit.charges.reduce((sum, c) => sum + c.fees + c.amount, 0);
}

/** Its live payments as read (those from `from` on when a base is given). */
export function readPaidOf(unit: UnitRule): number {
  let sum = 0;
  for (const amount of unit.paid.values()) sum += amount;
  return sum;
}

/**
 * The rule on one unit: its fees > 0 in charge order, and the prefix of its queue settled for good:
 * every charge in it is either due before lateFeeFrom or, from the day its fees run from, covered by
 * what was paid by then, so it accrues nothing on any later day while no payment is reversed and
 * nothing is charged before it (fee-marks.ts checks both). `base` is what the read left out.
 */
export function accrueUnit(
  unitId: number,
  unit: RuleUnit,
  through: number,
  base: SettledBase | null,
): { fees: AccruedFee[]; settled: SettledPrefix | null } {
  const levels = levelsOf(unit.paid, base);
  const paidBy = (day: number) => paidByOn(levels, day);
  let cum = base?.queue ?? 0;
  let settled: SettledPrefix | null = null;
  let settling = true;
  const owed: AccruedFee[] = [];
  for (const c of unit.charges) {
    cum += c.fees + c.amount;
    const start = Math.max(c.due, c.done ?? c.due);
    if (settling) {
      settling = c.due <= unit.feeFrom || paidBy(start) >= cum;
      // A prefix ends on a charge with a month or date: the read after it starts from its due day.
      if (settling && !c.opening) settled = { dueDay: c.due, chargeId: c.id, queue: cum };
    }
    if (!unit.owing || c.due <= unit.feeFrom || start >= through) continue;
    const kurus = feeOf(c.amount, cum, start, through, levels, unit.bps, unit.enforced);
    if (kurus > 0) owed.push({ unitId, chargeId: c.id, kurus });
  }
  return { fees: owed.sort((a, b) => a.chargeId - b.chargeId), settled };
}

/**
 * The unit's rows after a settled prefix ending at `end` (its charges after it in the queue, its
 * payments dated from its due day on), as the rule worked on them with `base` (null: the whole
 * history).
 */
export function afterPrefix(unit: UnitRule, base: SettledBase | null, end: SettledPrefix): AfterPrefix {
  const charges = unit.charges.slice(unit.charges.findIndex((c) => c.id === end.chargeId) + 1);
  const paid = new Map<number, number>();
  let paidBefore = base?.paidBefore ?? 0;
  for (const [day, amount] of unit.paid) {
    if (day >= end.dueDay) paid.set(day, amount);
    else paidBefore += amount;
  }
  return { charges, paid, paidBefore };
}

/** Whether any charge of the prefix ending at `end` is live-fee'd or dated up to `through` (the gate's part). */
export function prefixOwes(unit: UnitRule, end: SettledPrefix): boolean {
  for (const c of unit.charges) {
    if (c.fees > 0 || c.early) return true;
    if (c.id === end.chargeId) return false;
  }
  return false;
}

/** What the payments dated up to a day have paid: the level holding the day after it. */
function paidByOn(levels: ReadonlyArray<{ lo: number; hi: number; paid: number }>, day: number): number {
  // The first level whose hi is past the day, by bisection (the last one's hi is Infinity).
  let lo = 0;
  let hi = levels.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (levels[mid].hi > day) hi = mid;
    else lo = mid + 1;
  }
  return levels[lo].paid;
}

/**
 * A unit's payments cut into levels: on days lo+1 … hi the payments have paid `paid` (a payment
 * counts from the day after its own), the last level open-ended; none: one level of what was paid
 * before the read's payments (nothing without a base).
 */
function levelsOf(
  paid: ReadonlyMap<number, number>,
  base: SettledBase | null,
): Array<{ lo: number; hi: number; paid: number }> {
  const days = [...paid.keys()].sort((a, b) => a - b);
  const levels: Array<{ lo: number; hi: number; paid: number }> = [];
  let lo = Number.NEGATIVE_INFINITY;
  let sum = base?.paidBefore ?? 0;
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
