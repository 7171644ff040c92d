import type { UnitAccountDto, UnitRelation } from '@aidat/shared';
import { kurusToLira } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accruedLateFees, chargeQueue, istanbulDay } from '../ledger/public.js';
import { relationsOf, tenanciesOf, unitLabel } from './parties.repository.js';
import { partyView } from './party-view.js';

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
): Promise<UnitAccountDto> {
  const unit = await requireAccess(db, user, { kind: 'relatedUnit', id: unitId });
  const [relations, label, tenancyRows, queue, accrued] = await Promise.all([
    relationsOf(db, user.id, unit.id),
    unitLabel(db, unit.id),
    tenanciesOf(db, unit.id),
    chargeQueue(db, unit.id),
    accruedLateFees(db, [unit.id], now),
  ]);
  const whole = relations.resident;
  const ownerSince = relations.ownerSince;
  const ownTenancy = relations.tenancy?.id ?? null;
  const view = partyView(
    queue,
    tenancyRows.map((t) => ({ id: t.id, since: t.since, until: t.until })),
    accrued,
    istanbulDay(now),
    {
      sees: (charge, tenancyId) =>
        whole ||
        (ownerSince !== null && charge.partyDay >= ownerSince) ||
        (ownTenancy !== null && tenancyId === ownTenancy),
      flagTenantDebt: (tenancyId) => tenancyId !== null && tenancyId !== ownTenancy && (whole || ownerSince !== null),
      allPayments: whole,
    },
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
  };
}
