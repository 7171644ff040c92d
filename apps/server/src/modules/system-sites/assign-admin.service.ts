import { AppError, type AssignAdminRequest, type AssignAdminResponse, SYSTEM_MESSAGES } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  type ExistingUser,
  findUserByEmail,
  findUserByPhone,
  insertAdminUser,
  isSiteAdmin,
  linkSiteAdmin,
  updateUser,
} from './site-admins.repository.js';
import { siteExists } from './sites.repository.js';

/**
 * Makes a person an administrator of a site. Nobody with that phone or e-mail: a new Admin is
 * created. Someone found: giving them a role is never silent (PRODUCT.md §4), so it is a 409
 * unless the request says `linkExisting`; then a Resident is promoted, an Admin (or a SystemAdmin,
 * who is never demoted) is linked, a missing contact detail is filled in and the password is left
 * as it is. Linking the same person to the same site twice is a conflict.
 */
export async function assignSiteAdmin(
  db: Db,
  pathSiteId: number,
  input: AssignAdminRequest,
): Promise<AssignAdminResponse> {
  if (input.siteId !== pathSiteId)
    throw new AppError('ValidationError', SYSTEM_MESSAGES.siteIdMismatch, { details: { field: 'siteId' } });
  if (!(await siteExists(db, pathSiteId))) throw new AppError('NotFound', SYSTEM_MESSAGES.siteNotFound);

  // Hashing costs about half a second: do it once, outside the transaction.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const byPhone = input.phone ? await findUserByPhone(tx, input.phone) : undefined;
      const byEmail = await findUserByEmail(tx, input.email);
      if (byPhone && byEmail && byPhone.id !== byEmail.id)
        throw new AppError('Conflict', SYSTEM_MESSAGES.emailBelongsToOther, { details: { field: 'email' } });

      const existing = byPhone ?? byEmail;
      let user: ExistingUser;
      if (existing) {
        if (await isSiteAdmin(tx, pathSiteId, existing.id))
          throw new AppError('Conflict', SYSTEM_MESSAGES.alreadyAdmin);
        if (!input.linkExisting)
          throw new AppError('Conflict', SYSTEM_MESSAGES.existingUserConflict, {
            details: { field: byPhone ? 'phone' : 'email' },
          });
        const changes: Parameters<typeof updateUser>[2] = {};
        if (existing.role === 'Resident') changes.role = 'Admin';
        // Fill in a missing contact detail; never overwrite one the person already has.
        if (!existing.email) changes.email = input.email;
        if (!existing.phone && input.phone) changes.phone = input.phone;
        user = Object.keys(changes).length > 0 ? await updateUser(tx, existing.id, changes) : existing;
      } else {
        user = await insertAdminUser(tx, {
          fullName: input.fullName,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash,
        });
      }
      await linkSiteAdmin(tx, pathSiteId, user.id);
      const { hasPassword: _hasPassword, ...dto } = user;
      return { siteId: pathSiteId, user: dto, created: !existing };
    });
  } catch (err) {
    // Two assignments racing for the same person, phone or e-mail.
    if (isUniqueViolation(err)) throw new AppError('Conflict', SYSTEM_MESSAGES.alreadyAdmin);
    throw err;
  }
}
