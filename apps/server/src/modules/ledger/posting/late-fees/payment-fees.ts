import type { DbOrTx } from '../../../../db/client.js';
import { istanbulDay } from '../ledger-dates.js';
import { postFeesFromHistory, unitsWithLateFees } from './fee-statements.repository.js';
import { lockBucketsOf } from './late-fee-locks.js';

export interface PostedPayment {
  unitId: number;
  amountKurus: number;
  occurredAt: Date;
}

/**
 * In a payment's own transaction, after it is posted: the fees of the charges it settles, up to
 * the payment's day (PRODUCT.md §12), for every unit of the batch in one statement. Several
 * payments of one unit would count as one, from the first one's day: the posting path
 * (post.ts) hands it one payment per unit at a time.
 */
export async function postFeesForPayments(tx: DbOrTx, payments: PostedPayment[]): Promise<number> {
  const byUnit = new Map<number, PostedPayment>();
  for (const p of payments) {
    const seen = byUnit.get(p.unitId);
    byUnit.set(p.unitId, seen ? { ...seen, amountKurus: seen.amountKurus + p.amountKurus } : p);
  }
  // Most sites charge no fees: one cheap look spares them the fee statement on every payment.
  const charging = await unitsWithLateFees(tx, [...byUnit.keys()]);
  const runs = [...byUnit.values()]
    .filter((p) => charging.has(p.unitId))
    .map((p) => ({
      unitId: p.unitId,
      through: istanbulDay(p.occurredAt),
      windowFrom: null,
      postedAt: p.occurredAt,
      settledBy: p.amountKurus,
    }));
  // A bucket of the monthly posting being written waits for this, or this for it (late-fee-locks.ts).
  await lockBucketsOf(
    tx,
    runs.map((r) => r.unitId),
  );
  return postFeesFromHistory(tx, runs, null);
}
