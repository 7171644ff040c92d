import {
  AppError,
  type LedgerEntryDto,
  liraToKurus,
  type PaymentInput,
  type ReverseBody,
  SITE_ADMIN_TEXTS,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { lockCharge } from '../../charges/public.js';
import { toLedgerEntryDto } from './ledger-dto.js';
import { paymentAccount } from '../accounts/payment-account.js';
import { type PaymentEntry, post, resolveEntryDate } from '../../posting/public.js';
import { entryById, isReversed, unitEntries } from './unit-ledger.repository.js';

/** A unit's ledger, newest first, for the admin's dialog. */
export async function unitTransactions(db: DbOrTx, user: SessionUser, unitId: number): Promise<LedgerEntryDto[]> {
  await requireAccess(db, user, { kind: 'unit', id: unitId });
  return (await unitEntries(db, unitId)).map(toLedgerEntryDto);
}

/** Records a dues or ek bütçe payment for a unit, into the named account (else the site's default). */
export async function recordPayment(
  db: Db,
  user: SessionUser,
  unitId: number,
  input: PaymentInput,
  now: Date = new Date(),
): Promise<LedgerEntryDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  const occurredAt = resolveEntryDate(input.date, now);
  let pays: PaymentEntry['pays'] = 'aidat';
  if (input.kind === 'ekbutce') {
    // Shared lock: undoing the ek bütçe waits for this payment, then sees it and refuses.
    const charge = await lockCharge(db, input.additionalChargeId!, 'share');
    if (!charge)
      throw new AppError('NotFound', SITE_ADMIN_TEXTS.additionalChargeNotFound, {
        details: { field: 'additionalChargeId' },
      });
    if (charge.siteId !== unit.siteId)
      throw new AppError('ValidationError', SITE_ADMIN_TEXTS.additionalChargeOtherSite, {
        details: { field: 'additionalChargeId' },
      });
    if (charge.cancelledAt)
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.additionalChargeCancelled, {
        details: { field: 'additionalChargeId' },
      });
    pays = { additionalChargeId: charge.id };
  }
  const account = await paymentAccount(db, unit.siteId, input, now);
  // The payment, its receipt number and the late fees of the charges it settles: one posting.
  const [row] = await post(
    db,
    [
      {
        kind: 'payment',
        unitId: unit.id,
        siteId: unit.siteId,
        pays,
        amountKurus: liraToKurus(input.amount),
        occurredAt,
        account,
        note: input.description,
      },
    ],
    { by: user.id },
  );
  return toLedgerEntryDto({ ...row, reversed: false, createdByName: user.fullName, accountName: account.name });
}

/**
 * Posts the reversal of an entry: same type, negated amount, reversesId pointing at it, the reason
 * in its own column, and a description that keeps the original's (so it stays under the same
 * title for the resident).
 * An entry is reversed at most once (409); a reversal itself cannot be reversed (400).
 */
export async function reverseEntry(
  db: Db,
  user: SessionUser,
  entryId: number,
  input: ReverseBody,
  now: Date = new Date(),
): Promise<LedgerEntryDto> {
  await requireAccess(db, user, { kind: 'transaction', id: entryId });
  const entry = await entryById(db, entryId);
  if (!entry) throw new AppError('NotFound', SITE_ADMIN_TEXTS.transactionNotFound);
  if (entry.reversesId !== null) throw new AppError('ValidationError', SITE_ADMIN_TEXTS.reversalNotReversible);
  if (await isReversed(db, entry.siteId, entry.id)) throw new AppError('Conflict', SITE_ADMIN_TEXTS.alreadyReversed);
  try {
    const [row] = await post(db, [{ kind: 'reversal', of: entry, reason: input.reason, occurredAt: now }], {
      by: user.id,
    });
    return toLedgerEntryDto({ ...row, reversed: false, createdByName: user.fullName, accountName: entry.accountName });
  } catch (err) {
    // Two reversals of the same entry at once: ledger_reverses_uq lets one through.
    if (isUniqueViolation(err)) throw new AppError('Conflict', SITE_ADMIN_TEXTS.alreadyReversed);
    throw err;
  }
}
