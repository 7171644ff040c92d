import { LRUCache } from 'lru-cache';
import type { AfterPrefix, UnitSums } from './accrued-fee-rule.js';

/**
 * Settled prefixes of units' fee queues, kept in this process so the read of accrued fees
 * (accrued-fees.repository.ts) skips history that can no longer accrue.
 *
 * A charge accrues nothing more once, on the day its fees run from, the payments made by then
 * cover its place in the queue: from then on nothing of it is unpaid, whatever is paid or charged
 * after it. The queue's longest prefix of such charges (and charges due before lateFeeFrom) is the
 * unit's settled prefix; at 24 months of history it is all but the last few charges. It stays
 * settled while the ledger only grows after it: a reversal (a payment taken back) or a charge or fee
 * placed inside it (an opening balance entered late, a backdated charge) can reopen it, and so can
 * the site's due day or lateFeeFrom. So a mark is used only when, in the read's own snapshot:
 *
 * - the unit has at least the rows it had (the snapshot holds the one the mark was made in: the
 *   ledger is append-only, and a later snapshot sees all an earlier one saw) and as many reversals
 *   (reversal rows carry the only negative amounts, ledger_amount_sign_ck);
 * - its whole queue less the part read after the mark is the mark's queue (amounts are positive, so
 *   a charge or fee added inside the prefix shows);
 * - its site's due day and lateFeeFrom are the mark's, and the unit and the database are the same
 *   (`token`: the unit row's created_at, the database's name, its units table's file and the
 *   random identity it was made with (database_identity), so a unit made again under the same id,
 *   a database copied from the same template, restored under the same name, or another or a new
 *   embedded database never meets another's mark: test files share a process). Not the unit row's
 *   version: a change of its resident or its dues share (every unit of a site, when the dues rule
 *   changes) leaves its fees as they were;
 * - the day read is not before the mark's (the gate "a live fee or a charge dated up to the day"
 *   holds for the prefix from that day on).
 *
 * When its sums are all the mark's, the unit's rows are the ones the mark was made from, and its
 * fees are worked out from the rows kept with the mark, no ledger row read (`after`). Marks are made
 * from, and read by, transactions that have written nothing: one that wrote sees rows that may
 * roll back. Otherwise the unit is read from its whole history, which makes its mark again. Kept in memory
 * (bounded) and, written after the read, in the database (fee-mark-store.ts), where a server that
 * starts finds them: a mark is only ever a shortcut that the checks above prove, never a second
 * record of money.
 */
export interface FeeMark {
  token: string;
  dueDay: number;
  feeFrom: number;
  /** The first day the mark may be read for (days since 1970). */
  from: number;
  /** The unit's sums in the snapshot the mark was made or last moved in. */
  sums: UnitSums;
  /** The prefix's last charge: its due day (days since 1970) and id. */
  endDue: number;
  endId: number;
  /** The prefix's charges and their live fees, in kuruş. */
  queue: number;
  /**
   * The unit's rows after the prefix as that snapshot read them: while its sums are the same, the
   * unit's rows are the same (an append-only ledger, nested snapshots), and its fees are worked out
   * from these with no ledger row read.
   */
  after: AfterPrefix;
}

/** About 1 kB each with the rows after the prefix: the marks of 20,000 units stay near 20 MB. */
const MAX_MARKS = 20_000;

const marks = new LRUCache<number, FeeMark>({ max: MAX_MARKS });

export function feeMarkOf(unitId: number): FeeMark | undefined {
  return marks.get(unitId);
}

export function keepFeeMark(unitId: number, mark: FeeMark | null): void {
  if (mark === null) marks.delete(unitId);
  else marks.set(unitId, mark);
}

/**
 * Since the process started (tests, benchmarks): units worked out from their mark's rows alone
 * (`unchanged`), read after their mark (`used`), marks the checks refused, and marks found in the
 * database (`loaded`).
 */
export const feeMarkStats = { unchanged: 0, used: 0, refused: 0, loaded: 0 };

/**
 * Tests and benchmarks: forget every mark, so the next read starts from the whole history; or, with
 * `rowsOnly`, only their rows, so it reads each unit after its mark.
 */
export function forgetFeeMarks(options: { rowsOnly?: boolean } = {}): void {
  if (!options.rowsOnly) marks.clear();
  else for (const mark of marks.values()) mark.sums = { ...mark.sums, queue: Number.NaN };
}
