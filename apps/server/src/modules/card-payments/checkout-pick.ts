import { AppError, CARD_PAYMENT_TEXTS, detailsOfPath } from '@aidat/shared';
import type { QueuedCharge } from '../ledger/public.js';
import type { CheckoutPart } from './card-payments.repository.js';

/** The kind a charge is paid as: dues (opening balance included) or one ek bütçe; a late fee as its charge. */
function kindOf(charge: QueuedCharge, byId: ReadonlyMap<number, QueuedCharge>): string {
  const owner = charge.feeForId !== null ? (byId.get(charge.feeForId) ?? charge) : charge;
  return owner.additionalChargeId !== null && owner.type !== 'aidat_charge' ? `e${owner.additionalChargeId}` : 'aidat';
}

/**
 * The checkout of the charges a person picked (PRODUCT.md §20), or the refusal: every id one of the
 * charges they see (otherwise the same 404 as for an unknown id, naming its place in the list),
 * none twice, none paid already, and within each kind (dues, each ek bütçe) the oldest unpaid
 * first, since payments settle oldest first (§12). A charge's late fees, posted or accrued to
 * today, always come with it; picking a fee picks its charge. The amount of each kind is what is
 * unpaid of its picked charges and their fees: exactly the debt, no surcharge.
 */
export function pickCheckout(
  seen: readonly QueuedCharge[],
  accruedByCharge: ReadonlyMap<number, number>,
  chargeIds: readonly number[],
): { parts: CheckoutPart[]; chargeIds: number[]; amountKurus: number } {
  const byId = new Map(seen.map((c) => [c.id, c]));
  const feesOf = new Map<number, QueuedCharge[]>();
  for (const c of seen)
    if (c.feeForId !== null && byId.has(c.feeForId)) feesOf.set(c.feeForId, [...(feesOf.get(c.feeForId) ?? []), c]);
  /** A fee whose charge is seen stands for it; any other row for itself. */
  const headOf = (c: QueuedCharge) => (c.feeForId !== null && byId.has(c.feeForId) ? byId.get(c.feeForId)! : c);
  const owed = (head: QueuedCharge) =>
    head.unpaidKurus +
    (feesOf.get(head.id) ?? []).reduce((sum, f) => sum + f.unpaidKurus, 0) +
    (accruedByCharge.get(head.id) ?? 0);

  const picked = new Set<number>();
  chargeIds.forEach((id, i) => {
    const charge = byId.get(id);
    if (!charge)
      throw new AppError('NotFound', CARD_PAYMENT_TEXTS.chargeNotFound, { details: detailsOfPath(['chargeIds', i]) });
    const head = headOf(charge);
    if (picked.has(head.id) && charge.id === head.id)
      throw new AppError('ValidationError', CARD_PAYMENT_TEXTS.chargeDuplicate, {
        details: detailsOfPath(['chargeIds', i]),
      });
    if (owed(head) === 0)
      throw new AppError('Conflict', CARD_PAYMENT_TEXTS.chargePaid, { details: detailsOfPath(['chargeIds', i]) });
    picked.add(head.id);
  });

  // Oldest first within each kind: no unpaid charge of a kind may be left before a picked one.
  const heads = seen.filter((c) => headOf(c) === c && owed(c) > 0);
  const skipped = new Map<string, QueuedCharge>();
  for (const head of heads) {
    const kind = kindOf(head, byId);
    if (!picked.has(head.id)) {
      if (!skipped.has(kind)) skipped.set(kind, head);
      continue;
    }
    const before = skipped.get(kind);
    if (before)
      throw new AppError('ValidationError', CARD_PAYMENT_TEXTS.notOldestFirst(before.description), {
        details: { field: 'chargeIds' },
      });
  }

  const parts = new Map<string, CheckoutPart>();
  for (const head of heads) {
    if (!picked.has(head.id)) continue;
    const kind = kindOf(head, byId);
    const part = parts.get(kind) ?? {
      pays: kind === 'aidat' ? ('aidat' as const) : { additionalChargeId: Number(kind.slice(1)) },
      amountKurus: 0,
      name: kind === 'aidat' ? CARD_PAYMENT_TEXTS.basketDues : head.description,
    };
    part.amountKurus += owed(head);
    parts.set(kind, part);
  }
  const list = [...parts.values()];
  const amountKurus = list.reduce((sum, p) => sum + p.amountKurus, 0);
  if (amountKurus <= 0) throw new AppError('Conflict', CARD_PAYMENT_TEXTS.nothingToPay);
  const ids = heads
    .filter((h) => picked.has(h.id))
    .flatMap((h) => [h.id, ...(feesOf.get(h.id) ?? []).map((f) => f.id)]);
  return { parts: list, chargeIds: ids, amountKurus };
}
