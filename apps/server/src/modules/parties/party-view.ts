import { kurusToLira, PARTIES_TEXTS, type PartyItemDto, type PartyPaymentDto } from '@aidat/shared';
import { type ChargeQueue, type QueuedCharge, settledOf } from '../ledger/public.js';

/**
 * Whose a charge is (PRODUCT.md §16) and what a party sees of a unit's ledger. Pure: the unit's
 * charge queue (ledger/posting/charge-queue.repository.ts), its tenancies and the fees accrued
 * to today come in; the items and payments one party may see go out.
 */

export interface TenancySpan {
  id: number;
  since: string;
  /** The last day; null while it runs. */
  until: string | null;
}

/** The tenancy a charge falls to, or null when it falls to the owners: an occupant charge of a day a tenancy covers. */
export function tenancyOfCharge(charge: QueuedCharge, tenancies: readonly TenancySpan[]): number | null {
  if (charge.payerRole !== 'occupant') return null;
  const day = charge.partyDay;
  return tenancies.find((t) => t.since <= day && (t.until === null || day <= t.until))?.id ?? null;
}

/** A charge's fee accrued to today and not posted yet (posting/accrued-fees.ts). */
export interface AccruedOnCharge {
  chargeId: number;
  kurus: number;
}

export interface PartyView {
  items: PartyItemDto[];
  payments: PartyPaymentDto[];
  /** Σ unpaid of the items, kuruş. */
  unpaidKurus: number;
}

/**
 * The items a party sees: the charges `sees` picks, each with what is unpaid, and after each the
 * fee it has accrued to today (an item without an id: posted when it is paid, PRODUCT.md §12).
 * `flagTenantDebt` marks the unpaid ones that fall to a tenant other than the viewer ('Kiracı
 * borcu'). The payments are those that settled some of the items, with the part they settled,
 * or every payment when `allPayments` (the resident's and the manager's whole view).
 */
export function partyView(
  queue: ChargeQueue,
  tenancies: readonly TenancySpan[],
  accrued: readonly AccruedOnCharge[],
  today: string,
  options: {
    sees: (charge: QueuedCharge, tenancyId: number | null) => boolean;
    flagTenantDebt: (tenancyId: number | null) => boolean;
    allPayments?: boolean;
  },
): PartyView {
  const accruedByCharge = new Map(accrued.map((a) => [a.chargeId, a.kurus]));
  const seen: QueuedCharge[] = [];
  const items: PartyItemDto[] = [];
  let unpaidKurus = 0;
  for (const charge of queue.charges) {
    const tenancyId = tenancyOfCharge(charge, tenancies);
    if (!options.sees(charge, tenancyId)) continue;
    seen.push(charge);
    const tenantDebt = options.flagTenantDebt(tenancyId);
    items.push({
      id: charge.id,
      type: charge.type,
      description: charge.description,
      date: charge.day,
      amount: kurusToLira(charge.amountKurus),
      payerRole: charge.payerRole,
      unpaid: kurusToLira(charge.unpaidKurus),
      tenantDebt: tenantDebt && charge.unpaidKurus > 0,
    });
    unpaidKurus += charge.unpaidKurus;
    const fee = accruedByCharge.get(charge.id) ?? 0;
    if (fee > 0) {
      items.push({
        id: null,
        type: 'gecikme_charge',
        description: PARTIES_TEXTS.accruedFee(charge.description),
        date: today,
        amount: kurusToLira(fee),
        payerRole: charge.payerRole,
        unpaid: kurusToLira(fee),
        tenantDebt,
      });
      unpaidKurus += fee;
    }
  }
  const payments: PartyPaymentDto[] = [];
  for (const payment of queue.payments) {
    const settled = settledOf(payment, seen);
    if (settled === 0 && !options.allPayments) continue;
    payments.push({
      id: payment.id,
      type: payment.type,
      date: payment.day,
      amount: kurusToLira(payment.amountKurus),
      settled: kurusToLira(settled),
    });
  }
  return { items, payments, unpaidKurus };
}
