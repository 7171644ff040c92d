import { AppError, type AssignResidentInput, type AssignResidentResult, SITE_ADMIN_TEXTS } from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { constraintName, isUniqueViolation } from '../../lib/db-errors.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { insertResidentUser, userByEmail, userByPhone } from './residents.repository.js';
import { setUnitResident, unitResidentId } from './units.repository.js';
import { adminUnitAsOfToday } from './units.service.js';

/**
 * Makes someone the resident of a unit. A user with that phone is linked exactly as they are;
 * otherwise a Resident user is created with the typed details. An e-mail that belongs to another
 * user is a 409.
 *
 * PRODUCT.md §4: a link must not let an Admin reach a person beyond the unit. The phone is all
 * the Admin proved to know, so the unit keeps the name and e-mail the Admin typed, and the
 * manager's screens show those (never the user's stored name or e-mail); none of the user's
 * details change. The same phone again edits the unit's typed name and e-mail. `linkedExisting`
 * says that a registered user who was not yet this unit's resident was linked.
 */
export async function assignResident(
  db: Db,
  user: SessionUser,
  unitId: number,
  input: AssignResidentInput,
): Promise<AssignResidentResult> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  let linkedExisting = false;
  try {
    await db.transaction(async (tx) => {
      linkedExisting = await linkResidentIn(tx, unit.siteId, unit.id, input);
    });
  } catch (err) {
    // The same phone or e-mail registered by a concurrent request between our check and insert.
    if (isUniqueViolation(err)) {
      throw new AppError(
        'Conflict',
        constraintName(err) === 'users_phone_uq' ? SITE_ADMIN_TEXTS.phoneTaken : SITE_ADMIN_TEXTS.emailTaken,
        { details: { field: constraintName(err) === 'users_phone_uq' ? 'phone' : 'email' } },
      );
    }
    throw err;
  }
  return { ...(await adminUnitAsOfToday(db, unit.siteId, unit.id)), linkedExisting };
}

/**
 * The link itself, in the caller's transaction: the user with the phone, else a new Resident
 * user with the typed details; the unit keeps the typed name and e-mail. True when a registered
 * user who was not yet this unit's resident was linked. The site set-up import links its
 * residents through this too, so a row of its file behaves exactly as 'Sakin Ata'.
 */
export async function linkResidentIn(
  tx: DbOrTx,
  siteId: number,
  unitId: number,
  input: AssignResidentInput,
): Promise<boolean> {
  const { userId: residentId, existed } = await userForPerson(tx, input);
  const linkedExisting = existed && residentId !== (await unitResidentId(tx, unitId));
  await setUnitResident(tx, siteId, unitId, {
    userId: residentId,
    fullName: input.fullName,
    email: input.email ?? null,
  });
  return linkedExisting;
}

/**
 * The user behind a person the manager typed (a resident, owner or tenant): the user with the
 * phone, exactly as they are, else a new Resident user with the typed details. An e-mail that
 * belongs to another user is a 409 naming `field` (the e-mail's path in the request). `existed`:
 * the phone was already registered.
 */
export async function userForPerson(
  tx: DbOrTx,
  person: { fullName: string; phone: string; email?: string | null },
  field = 'email',
): Promise<{ userId: number; existed: boolean }> {
  const existing = await userByPhone(tx, person.phone);
  const emailOwner = person.email ? await userByEmail(tx, person.email) : undefined;
  if (emailOwner && emailOwner.id !== existing?.id)
    throw new AppError('Conflict', SITE_ADMIN_TEXTS.emailTaken, { details: { field } });
  if (existing) return { userId: existing.id, existed: true };
  const { id } = await insertResidentUser(tx, {
    fullName: person.fullName,
    phone: person.phone,
    email: person.email ?? null,
  });
  return { userId: id, existed: false };
}

/** Unlinks the unit's resident and forgets the typed name and e-mail; the user account stays. */
export async function removeResident(db: Db, user: SessionUser, unitId: number): Promise<void> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  await setUnitResident(db, unit.siteId, unit.id, null);
}
