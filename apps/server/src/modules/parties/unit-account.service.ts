import type { UnitAccountDto, UnitRelation } from '@aidat/shared';
import { kurusToLira } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accruedLateFees, chargeQueue, istanbulDay, type QueuedCharge } from '../ledger/public.js';
import { cardPaymentOn, type Relations, relationsOf, tenanciesOf, unitLabel } from './parties.repository.js';
import { partyView, type TenancySpan, tenancyOfCharge } from './party-view.js';

/** Which charges of a unit a relation sees (PRODUCT.md §16): the account view's rule, and the card checkout's. */
function seesRule(relations: Relations) {
  const whole = relations.resident;
  const ownerSince = relations.ownerSince;
  const ownTenancy = relations.tenancy?.id ?? null;
  return {
    sees: (charge: QueuedCharge, tenancyId: number | null) =>
      whole ||
      (ownerSince !== null && charge.partyDay >= ownerSince) ||
      (ownTenancy !== null && tenancyId === ownTenancy),
    flagTenantDebt: (tenancyId: number | null) =>
      tenancyId !== null && tenancyId !== ownTenancy && (whole || ownerSince !== null),
    allPayments: whole,
  };
}

/**
 * GET /api/me/units/{unitId}/account: what the caller may see of a unit they live in, own or rent
 * (PRODUCT.md §16). Its resident sees the whole account; an owner every charge from the day they
 * became owner, a tenant's unpaid ones flagged (KMK 22); a tenant only the occupant charges of
 * their tenancy. Names and contact data of the other parties are never in it.
 */
export async function myUnitAccount(
  db: DbOrTx,
  user: SessionUser,
  unitId: number,
  now = new Date(),
  /** This server has a card payment provider (PRODUCT.md §20). */
  cardProvider = true,
): Promise<UnitAccountDto> {
  const unit = await requireAccess(db, user, { kind: 'relatedUnit', id: unitId });
  const [relations, label, tenancyRows, queue, accrued, cardOn] = await Promise.all([
    relationsOf(db, user.id, unit.id),
    unitLabel(db, unit.id),
    tenanciesOf(db, unit.id),
    chargeQueue(db, unit.id),
    accruedLateFees(db, [unit.id], now),
    cardPaymentOn(db, unit.siteId),
  ]);
  const whole = relations.resident;
  const ownerSince = relations.ownerSince;
  const view = partyView(
    queue,
    tenancyRows.map((t) => ({ id: t.id, since: t.since, until: t.until })),
    accrued,
    istanbulDay(now),
    seesRule(relations),
  );
  const named: UnitRelation[] = [];
  if (relations.resident) named.push('resident');
  if (ownerSince !== null) named.push('owner');
  if (relations.tenancy) named.push('tenant');
  return {
    unitId: unit.id,
    siteName: label.siteName,
    block: label.block,
    doorNumber: label.doorNumber,
    relations: named,
    items: view.items,
    payments: view.payments,
    outstanding: kurusToLira(-view.unpaidKurus),
    enforcement: ownerSince !== null && label.enforcement,
    since: whole || ownerSince !== null ? null : (relations.tenancy?.since ?? null),
    cardPayment: cardProvider && cardOn,
  };
}

/** A unit's charges a person may pay, as their account view shows them, with the fees accrued to today. */
export interface PayableCharges {
  siteId: number;
  /** The charges the person sees, live, in the order payments settle them (late fees included). */
  charges: QueuedCharge[];
  /** Kuruş accrued to today and not posted yet, by charge. */
  accruedByCharge: Map<number, number>;
}

/**
 * What a person may pay by card of a unit they live in, own or rent (PRODUCT.md §20): exactly the
 * charges GET /api/me/units/{unitId}/account shows them (a tenant only the occupant charges of
 * their tenancy, an owner or the resident any), through the same rule. Another unit is a 404.
 */
export async function payableCharges(
  db: DbOrTx,
  user: SessionUser,
  unitId: number,
  now = new Date(),
): Promise<PayableCharges> {
  const unit = await requireAccess(db, user, { kind: 'relatedUnit', id: unitId });
  const [relations, tenancyRows, queue, accrued] = await Promise.all([
    relationsOf(db, user.id, unit.id),
    tenanciesOf(db, unit.id),
    chargeQueue(db, unit.id),
    accruedLateFees(db, [unit.id], now),
    cardPaymentOn(db, unit.siteId),
  ]);
  const tenancies: TenancySpan[] = tenancyRows.map((t) => ({ id: t.id, since: t.since, until: t.until }));
  const { sees } = seesRule(relations);
  return {
    siteId: unit.siteId,
    charges: queue.charges.filter((c) => sees(c, tenancyOfCharge(c, tenancies))),
    accruedByCharge: new Map(accrued.map((a) => [a.chargeId, a.kurus])),
  };
}
