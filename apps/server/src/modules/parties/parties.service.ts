import {
  type AddTenantInput,
  AppError,
  kurusToLira,
  liraToKurus,
  PARTIES_TEXTS,
  type PartiesDto,
  type PutOwnersInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SessionUser } from '../../lib/sessions.js';
import { istanbulDay } from '../ledger/public.js';
import { userForPerson } from '../site-admin/public.js';
import {
  currentOwners,
  currentTenancyId,
  deleteCurrentOwners,
  insertOwners,
  insertPartyEvent,
  insertTenancy,
  lastTenancyEnd,
  lockUnitParties,
  partyEventsOf,
  tenanciesOf,
} from './parties.repository.js';
import { ownerRowsFor } from './owner-rows.js';
import { toEventDto, toOwnerDto, toTenantDto } from './party-dtos.js';
import { trDay } from './party-days.js';
import { tenantOwedKurus } from './final-statements.service.js';

/**
 * A unit's owners and tenants (PRODUCT.md §16) for its site's managers. Owners and tenants are
 * users found by phone or created as Residents exactly as 'Sakin Ata' does (§4): the unit keeps
 * the name and e-mail the manager typed, and a registered user's own details never change.
 */

export async function partiesOf(db: DbOrTx, unitId: number): Promise<PartiesDto> {
  const owners = await currentOwners(db, unitId);
  const tenancies = await tenanciesOf(db, unitId);
  const current = tenancies.find((t) => t.endedAt === null);
  return {
    owners: owners.map(toOwnerDto),
    tenant: current ? toTenantDto(current) : null,
    tenantOwed: current ? kurusToLira(await tenantOwedKurus(db, unitId, current, tenancies)) : null,
    pastTenants: tenancies.filter((t) => t.endedAt !== null).map(toTenantDto),
    events: (await partyEventsOf(db, unitId)).map(toEventDto),
  };
}

/** GET …/units/{unitId}/parties. */
export async function unitParties(db: DbOrTx, user: SessionUser, unitId: number): Promise<PartiesDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  return partiesOf(db, unit.id);
}

/**
 * PUT …/owners: corrects the current owners (a typo, a forgotten co-owner, wrong shares); a change
 * of owner is a sale. The new list replaces the current rows, from `since` (else the day the
 * current owners began, else today). Shares adding up to 1 and each phone once are the schema's.
 */
export async function putOwners(tx: DbOrTx, user: SessionUser, unitId: number, input: PutOwnersInput) {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  await lockUnitParties(tx, unit.id);
  const before = await currentOwners(tx, unit.id);
  const since = input.since ?? before.map((o) => o.since).sort()[0] ?? istanbulDay(new Date());
  await deleteCurrentOwners(tx, unit.id);
  const rows = await ownerRowsFor(tx, unit.id, input.owners, since, user.id);
  await insertOwners(tx, rows);
  await insertPartyEvent(tx, {
    unitId: unit.id,
    kind: 'owners_corrected',
    day: since,
    details: { names: rows.map((r) => r.fullName) },
    createdBy: user.id,
  });
  return partiesOf(tx, unit.id);
}

/** POST …/tenant: a tenant moves in; a second current tenant is 409, as is one overlapping the last. */
export async function addTenant(tx: DbOrTx, user: SessionUser, unitId: number, input: AddTenantInput) {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  await lockUnitParties(tx, unit.id);
  if ((await currentTenancyId(tx, unit.id)) !== undefined)
    throw new AppError('Conflict', PARTIES_TEXTS.tenantExists, { details: { field: 'since' } });
  const lastDay = await lastTenancyEnd(tx, unit.id);
  if (lastDay !== undefined && input.since <= lastDay)
    throw new AppError('Conflict', PARTIES_TEXTS.tenancyOverlaps(trDay(lastDay)), { details: { field: 'since' } });
  const { userId } = await userForPerson(tx, input);
  try {
    await insertTenancy(tx, {
      unitId: unit.id,
      userId,
      fullName: input.fullName,
      email: input.email ?? null,
      since: input.since,
      monthlyRentKurus: input.monthlyRent === undefined ? null : liraToKurus(input.monthlyRent),
      createdBy: user.id,
    });
  } catch (err) {
    // Backstop of the lock above: unit_tenancies_current_uq.
    if (isUniqueViolation(err)) throw new AppError('Conflict', PARTIES_TEXTS.tenantExists);
    throw err;
  }
  await insertPartyEvent(tx, {
    unitId: unit.id,
    kind: 'move_in',
    day: input.since,
    details: { names: [input.fullName] },
    createdBy: user.id,
  });
  return partiesOf(tx, unit.id);
}
