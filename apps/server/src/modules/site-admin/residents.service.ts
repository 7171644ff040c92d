import { AppError, type AdminUnitDto, type AssignResidentInput, SITE_ADMIN_TEXTS } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { constraintName, isUniqueViolation } from '../../lib/db-errors.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { insertResidentUser, setUserEmail, userByEmail, userByPhone } from './residents.repository.js';
import { adminUnit, setUnitResident } from './units.repository.js';
import { toAdminUnitDto } from './units.service.js';

/**
 * Makes someone the resident of a unit. A user with that phone is linked as they are (their name
 * and role stay; an e-mail is filled in only when they have none); otherwise a Resident user is
 * created. An e-mail that belongs to another user is a 409.
 */
export async function assignResident(
  db: Db,
  user: SessionUser,
  unitId: number,
  input: AssignResidentInput,
): Promise<AdminUnitDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  try {
    await db.transaction(async (tx) => {
      const existing = await userByPhone(tx, input.phone);
      const emailOwner = input.email ? await userByEmail(tx, input.email) : undefined;
      if (emailOwner && emailOwner.id !== existing?.id) throw new AppError('Conflict', SITE_ADMIN_TEXTS.emailTaken);
      let residentId: number;
      if (existing) {
        residentId = existing.id;
        if (input.email && !existing.email) await setUserEmail(tx, existing.id, input.email);
      } else {
        ({ id: residentId } = await insertResidentUser(tx, {
          fullName: input.fullName,
          phone: input.phone,
          email: input.email ?? null,
        }));
      }
      await setUnitResident(tx, unit.siteId, unit.id, residentId);
    });
  } catch (err) {
    // The same phone or e-mail registered by a concurrent request between our check and insert.
    if (isUniqueViolation(err)) {
      throw new AppError(
        'Conflict',
        constraintName(err) === 'users_phone_uq' ? SITE_ADMIN_TEXTS.phoneTaken : SITE_ADMIN_TEXTS.emailTaken,
      );
    }
    throw err;
  }
  return toAdminUnitDto((await adminUnit(db, unit.siteId, unit.id))!);
}

/** Unlinks the unit's resident; the user account stays. */
export async function removeResident(db: Db, user: SessionUser, unitId: number): Promise<void> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  await setUnitResident(db, unit.siteId, unit.id, null);
}
