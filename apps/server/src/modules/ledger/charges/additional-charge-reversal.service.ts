import { AppError, type ReverseBody, type ReversedAdditionalChargeDto, SITE_ADMIN_TEXTS } from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import {
  liveChargeEntries,
  liveFeeEntries,
  livePaymentCount,
  lockCharge,
  markCancelled,
} from './additional-charges.repository.js';
import { toAdditionalChargeDto } from './additional-charges.service.js';
import { post, type ReversalEntry } from '../posting/public.js';

/**
 * 'Ek bütçeyi geri al': reverses every charge row of the ek bütçe still standing and the late fees
 * standing on them (each as §5's reversal: same type, negated amount, naming the row, with the
 * reason; `reversedEntries` counts both) and marks it cancelled,
 * so no further instalment is posted — all in one transaction.
 *
 * Payments are not undone with it: money was received, and reversing it is the manager's own
 * decision per payment (with its receipt). While a payment on the ek bütçe stands the answer is a
 * 409 saying so. Undoing it again changes nothing and answers the cancelled charge (idempotent).
 */
export async function reverseAdditionalCharge(
  db: Db,
  user: SessionUser,
  chargeId: number,
  input: ReverseBody,
  now: Date = new Date(),
): Promise<ReversedAdditionalChargeDto> {
  await requireAccess(db, user, { kind: 'additionalCharge', id: chargeId });
  return db.transaction(async (tx) => {
    const charge = await lockCharge(tx, chargeId);
    if (!charge) throw new AppError('NotFound', SITE_ADMIN_TEXTS.additionalChargeNotFound);
    if (charge.cancelledAt) return { ...toAdditionalChargeDto(charge), reversedEntries: 0 };
    const payments = await livePaymentCount(tx, chargeId);
    if (payments > 0) throw new AppError('Conflict', SITE_ADMIN_TEXTS.additionalChargeHasPayments(payments));
    // The late fees of its charges go with it: a fee on a charge that no longer stands is owed
    // for nothing. Read before the charges are reversed, while they still stand.
    const fees = await liveFeeEntries(tx, chargeId);
    const charges = await liveChargeEntries(tx, chargeId);
    const standing = { duesPeriod: null, accountId: null, method: null };
    const reversals: ReversalEntry[] = [
      ...charges.map((c) => ({ ...c, ...standing, type: 'ekbutce_charge', additionalChargeId: chargeId })),
      ...fees.map((f) => ({ ...f, ...standing, type: 'gecikme_charge', additionalChargeId: null })),
    ].map((of) => ({ kind: 'reversal', of, reason: input.reason, occurredAt: now }));
    await post(tx, reversals, { by: user.id });
    const reversedEntries = reversals.length;
    await markCancelled(tx, chargeId, { cancelledAt: now, cancelledById: user.id, cancelReason: input.reason });
    return {
      ...toAdditionalChargeDto({ ...charge, cancelledAt: now, cancelReason: input.reason }),
      reversedEntries,
    };
  });
}
