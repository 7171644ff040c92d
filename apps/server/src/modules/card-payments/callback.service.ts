import { AppError, CARD_PAYMENT_TEXTS, formatReceiptNo, type PaymentProviderName } from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  PaymentCallbackError,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
} from '../../lib/payments/index.js';
import { categoryNamed, post, type PostEntry } from '../ledger/public.js';
import {
  aManagerOf,
  type CheckoutPart,
  type CheckoutRow,
  checkoutByReference,
  lockCheckout,
  settingsOf,
  updateCheckout,
} from './card-payments.repository.js';

/** What a handled callback leaves: the checkout as it now stands, and whether this callback changed it. */
export interface CallbackResult {
  checkout: CheckoutRow;
  changed: boolean;
}

/**
 * A provider's callback (PRODUCT.md §20): verified by the provider's signature before anything is
 * written (a malformed body 400, a wrong signature 403), then applied to its checkout by orderId.
 */
export async function handleCallback(
  db: Db,
  provider: PaymentProvider,
  body: unknown,
  now = new Date(),
): Promise<CallbackResult> {
  let outcome: PaymentOutcome;
  try {
    outcome = await provider.readCallback(body, (reference) => checkoutByReference(db, provider.name, reference));
  } catch (err) {
    if (err instanceof PaymentCallbackError)
      throw err.reason === 'signature'
        ? new AppError('Forbidden', CARD_PAYMENT_TEXTS.signatureInvalid)
        : new AppError('ValidationError', CARD_PAYMENT_TEXTS.callbackMalformed);
    if (err instanceof PaymentProviderError)
      throw new AppError('ServiceUnavailable', CARD_PAYMENT_TEXTS.providerUnavailable);
    throw err;
  }
  return applyOutcome(db, provider.name, outcome, now);
}

/**
 * The provider's word applied to its checkout, in one transaction with the checkout locked, so a
 * repeat waits and then finds it settled: a repeat answers as the first did and writes nothing.
 * A success whose paid amount differs is 409 and flags the checkout for the manager (the flag
 * stays, nothing is posted); a success posts the payments and the commission; a failure marks it
 * failed. A late success of an expired checkout is still posted: the card was charged.
 */
export async function applyOutcome(
  db: Db,
  providerName: PaymentProviderName,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<CallbackResult> {
  const result = await db.transaction(async (tx) => {
    const row = await lockCheckout(tx, outcome.orderId);
    if (!row || row.provider !== providerName) throw new AppError('NotFound', CARD_PAYMENT_TEXTS.notFound);
    if (row.status === 'succeeded' || row.status === 'failed')
      return { checkout: row, changed: false, conflict: false };
    if (outcome.status === 'failed') {
      if (row.status === 'expired') return { checkout: row, changed: false, conflict: false };
      const failed = await updateCheckout(tx, row.id, {
        status: 'failed',
        rawCallback: outcome.raw,
        cardMasked: outcome.cardMasked,
        settledAt: now,
      });
      return { checkout: failed, changed: true, conflict: false };
    }
    if (outcome.paidAmountKurus !== row.amountKurus) {
      const flagged = await updateCheckout(tx, row.id, {
        flagged: true,
        paidAmountKurus: outcome.paidAmountKurus,
        rawCallback: outcome.raw,
      });
      return { checkout: flagged, changed: !row.flagged, conflict: true };
    }
    return { checkout: await settle(tx, row, outcome, now), changed: true, conflict: false };
  });
  // The flag is committed before the refusal.
  if (result.conflict) throw new AppError('Conflict', CARD_PAYMENT_TEXTS.amountMismatch);
  return { checkout: result.checkout, changed: result.changed };
}

/**
 * A paid checkout, through the ledger's one posting path: one payment per kind into the pos
 * account (method kredi_karti, 'Kredi kartı ile ödeme ({orderId})', receipt numbers, the late fees
 * each settles), and the commission (the provider's, else the site's rate) as an expense from that
 * account in 'Banka Masrafları' naming the order.
 */
async function settle(tx: DbOrTx, row: CheckoutRow, outcome: PaymentOutcome, now: Date): Promise<CheckoutRow> {
  const paid = row.amountKurus;
  // The provider's own figure, else the site's rate; half a kuruş and up rounds up, in integers.
  const commission =
    outcome.commissionKurus ??
    Math.floor((paid * ((await settingsOf(tx, row.siteId))?.commissionRateBps ?? 0) + 5_000) / 10_000);
  const parts = row.parts as CheckoutPart[];
  const entries: PostEntry[] = parts.map((part) => ({
    kind: 'payment',
    unitId: row.unitId,
    siteId: row.siteId,
    pays: part.pays,
    amountKurus: part.amountKurus,
    occurredAt: now,
    account: { id: row.accountId, method: 'kredi_karti' },
    note: CARD_PAYMENT_TEXTS.paymentDescription(row.orderId),
  }));
  if (commission > 0)
    entries.push({
      kind: 'expense',
      siteId: row.siteId,
      accountId: row.accountId,
      categoryId: await categoryNamed(tx, row.siteId, CARD_PAYMENT_TEXTS.commissionCategory),
      amountKurus: commission,
      occurredAt: now,
      description: CARD_PAYMENT_TEXTS.commissionDescription(row.orderId),
      vendor: row.provider,
      invoiceNo: null,
    });
  // The payer posts their own payment; a manager of the site when the payer's account is gone.
  const by = row.userId ?? (await aManagerOf(tx, row.siteId)) ?? null;
  const posted = (await post(tx, entries, { by })) as Array<{
    id: number;
    receiptYear?: number | null;
    receiptNo?: number | null;
  }>;
  const payments = posted.slice(0, parts.length);
  return updateCheckout(tx, row.id, {
    status: 'succeeded',
    paidAmountKurus: outcome.paidAmountKurus,
    commissionKurus: commission,
    paymentIds: payments.map((p) => p.id),
    receiptNos: payments.map((p) => formatReceiptNo(p.receiptYear ?? null, p.receiptNo ?? null) ?? ''),
    expenseId: commission > 0 ? posted[parts.length].id : null,
    cardMasked: outcome.cardMasked,
    rawCallback: outcome.raw,
    settledAt: now,
  });
}
