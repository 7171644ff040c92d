import { addMonths, periodOf, periodStart, splitInstallments } from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import {
  type AdditionalChargeRow,
  type ChargePart,
  chargesWithPendingInstallments,
  lockCharge,
  partsOf,
  setPostedInstallments,
} from './additional-charges.repository.js';
import { type AdditionalChargeEntry, post } from '../posting/public.js';

/**
 * Instalments of an ek bütçe (PRODUCT.md §12; docs/shares-and-late-fees.md). The first is posted
 * when the ek bütçe is created, at its date; instalment k (k ≥ 2) is dated the 1st of the k−1-th
 * month after it (Istanbul midnight) and is posted only when that day has come — by creation
 * itself for a back-dated ek bütçe, else by the monthly job. So a unit's balance owes only what
 * is due, and undoing the ek bütçe stops the instalments not yet posted.
 *
 * Each unit's part is fixed at creation (additional_charge_parts) and split by splitInstallments,
 * so whatever month an instalment is posted in, a unit's instalments add up to its part exactly.
 * The charge row is locked while posting and `posted_installments` moves in the same transaction,
 * so concurrent runs (two instances, a run during creation) never post an instalment twice.
 */

/** When instalment `n` (from 1) of a charge made at `chargedAt` falls due. */
export function installmentDate(chargedAt: Date, n: number): Date {
  return n === 1 ? chargedAt : periodStart(addMonths(periodOf(chargedAt), n - 1));
}

/** How many instalments of the charge have fallen due by `now`. */
export function installmentsDue(charge: Pick<AdditionalChargeRow, 'chargedAt' | 'installments'>, now: Date): number {
  let due = 0;
  while (due < charge.installments && installmentDate(charge.chargedAt, due + 1).getTime() <= now.getTime()) due += 1;
  return due;
}

/**
 * Posts the instalments of a locked charge that are due and not posted yet; returns the rows
 * posted. Zero-kuruş instalments (a part smaller than the instalment count) post nothing.
 */
export async function postDueInstallments(
  tx: DbOrTx,
  charge: AdditionalChargeRow,
  parts: readonly ChargePart[],
  createdById: number | null,
  now: Date,
): Promise<number> {
  if (charge.cancelledAt) return 0;
  const due = installmentsDue(charge, now);
  if (due <= charge.postedInstallments) return 0;
  const schedules = parts.map((part) => ({ part, amounts: splitInstallments(part.amountKurus, charge.installments) }));
  const entries: AdditionalChargeEntry[] = [];
  for (let n = charge.postedInstallments + 1; n <= due; n++) {
    const occurredAt = installmentDate(charge.chargedAt, n);
    for (const { part, amounts } of schedules) {
      if (amounts[n - 1] === 0) continue;
      entries.push({
        kind: 'additionalCharge',
        unitId: part.unitId,
        siteId: charge.siteId,
        charge,
        installment: n,
        amountKurus: amounts[n - 1],
        occurredAt,
      });
    }
  }
  await post(tx, entries, { by: createdById });
  await setPostedInstallments(tx, charge.id, due);
  return entries.length;
}

/**
 * The monthly job's part for ek bütçe: posts every instalment that has fallen due, one charge per
 * transaction. Safe to run any number of times and from several instances at once.
 */
export async function postInstallmentsDue(db: Db, now: Date = new Date()): Promise<number> {
  let posted = 0;
  for (const id of await chargesWithPendingInstallments(db)) {
    posted += await db.transaction(async (tx) => {
      const charge = await lockCharge(tx, id);
      if (!charge || charge.cancelledAt || charge.postedInstallments >= charge.installments) return 0;
      // Posted by the system, as the monthly dues are.
      return postDueInstallments(tx, charge, await partsOf(tx, id), null, now);
    });
  }
  return posted;
}
