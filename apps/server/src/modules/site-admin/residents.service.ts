import { AppError, type AssignResidentInput, type AssignResidentResult, SITE_ADMIN_TEXTS } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { constraintName, isUniqueViolation } from '../../lib/db-errors.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { insertResidentUser, userByEmail, userByPhone } from './residents.repository.js';
import { adminUnit, setUnitResident } from './units.repository.js';
import { toAdminUnitDto } from './units.service.js';

/**
 * Makes someone the resident of a unit. A user with that phone is linked exactly as they are;
 * otherwise a Resident user is created. An e-mail that belongs to another user is a 409.
 *
 * PRODUCT.md §4: a link must not let an Admin reach a person beyond the unit. The phone is all
 * the Admin proved to know, so the answer repeats what the Admin typed (never the user's stored
 * name or e-mail) and none of the user's details change.
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
      const existing = await userByPhone(tx, input.phone);
      const emailOwner = input.email ? await userByEmail(tx, input.email) : undefined;
      if (emailOwner && emailOwner.id !== existing?.id) throw new AppError('Conflict', SITE_ADMIN_TEXTS.emailTaken);
      let residentId: number;
      if (existing) {
        residentId = existing.id;
        linkedExisting = true;
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
  const dto = toAdminUnitDto((await adminUnit(db, unit.siteId, unit.id))!);
  if (!linkedExisting || !dto.resident) return { ...dto, linkedExisting };
  return {
    ...dto,
    resident: { id: dto.resident.id, fullName: input.fullName, email: input.email ?? null, phone: input.phone },
    linkedExisting,
  };
}

/** Unlinks the unit's resident; the user account stays. */
export async function removeResident(db: Db, user: SessionUser, unitId: number): Promise<void> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  await setUnitResident(db, unit.siteId, unit.id, null);
}
