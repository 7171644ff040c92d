import type { FeeMark } from './fee-marks.js';

/**
 * As the table keeps a mark, about 350 bytes of json: its token is the unit's creation column, its sums,
 * charges and payments are tuples (a table of every unit with fees on, read a site at a time).
 */
export type StoredMark = ReturnType<typeof storedForm>;
type StoredCharge = [id: number, amount: number, due: number, done: number | null, fees: number, flags: number];

export function storedForm(mark: FeeMark) {
  const { sums, after } = mark;
  return {
    dueDay: mark.dueDay,
    feeFrom: mark.feeFrom,
    from: mark.from,
    sums: [sums.rows, sums.reversals, sums.queue, sums.paid],
    endDue: mark.endDue,
    endId: mark.endId,
    queue: mark.queue,
    charges: after.charges.map(
      (c): StoredCharge => [c.id, c.amount, c.due, c.done, c.fees, (c.early ? 1 : 0) | (c.opening ? 2 : 0)],
    ),
    paid: [...after.paid],
    paidBefore: after.paidBefore,
  };
}

export function markFrom(stored: StoredMark, token: string): FeeMark {
  const [rows, reversals, queue, paid] = stored.sums;
  return {
    token,
    dueDay: stored.dueDay,
    feeFrom: stored.feeFrom,
    from: stored.from,
    sums: { rows, reversals, queue, paid },
    endDue: stored.endDue,
    endId: stored.endId,
    queue: stored.queue,
    after: {
      charges: stored.charges.map(([id, amount, due, done, fees, flags]) => ({
        id,
        amount,
        due,
        done,
        fees,
        early: (flags & 1) !== 0,
        opening: (flags & 2) !== 0,
      })),
      paid: new Map(stored.paid),
      paidBefore: stored.paidBefore,
    },
  };
}
