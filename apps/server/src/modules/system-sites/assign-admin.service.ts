import {
  AppError,
  type AssignAdminRequest,
  type AssignAdminResponse,
  HANDOVER_TEXTS,
  SYSTEM_MESSAGES,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
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

/** The person to make an administrator, as 'Siteye Yönetici Ata' takes them (PRODUCT.md §4). */
export interface AdminPerson {
  fullName: string;
  email: string;
  phone?: string;
  linkExisting?: boolean;
}

/**
 * The user who becomes an administrator, found or created in the caller's transaction. Nobody with
 * that phone or e-mail: a new Admin with the hashed password (`passwordHash` null: 400 on the
 * password, which a new user needs). Someone found: giving them a role is never silent (PRODUCT.md
 * §4), so it is a 409 unless `linkExisting`; then a Resident is promoted, an Admin (or a SystemAdmin,
 * who is never demoted) stays as they are, a missing contact detail is filled in and the password is
 * left as it is. `checkExisting` refuses a found user before anything changes (already an admin).
 * `field` prefixes the fields the refusals name (`newManager.` for a handover).
 */
export async function adminUserFor(
  tx: DbOrTx,
  input: AdminPerson,
  passwordHash: string | null,
  options: { field?: string; checkExisting?: (existing: ExistingUser) => Promise<void> } = {},
): Promise<{ user: ExistingUser; created: boolean }> {
  const field = (name: string) => `${options.field ?? ''}${name}`;
  const byPhone = input.phone ? await findUserByPhone(tx, input.phone) : undefined;
  const byEmail = await findUserByEmail(tx, input.email);
  if (byPhone && byEmail && byPhone.id !== byEmail.id)
    throw new AppError('Conflict', SYSTEM_MESSAGES.emailBelongsToOther, { details: { field: field('email') } });

  const existing = byPhone ?? byEmail;
  if (existing) {
    await options.checkExisting?.(existing);
    if (!input.linkExisting)
      throw new AppError('Conflict', SYSTEM_MESSAGES.existingUserConflict, {
        details: { field: field(byPhone ? 'phone' : 'email') },
      });
    const changes: Parameters<typeof updateUser>[2] = {};
    if (existing.role === 'Resident') changes.role = 'Admin';
    // Fill in a missing contact detail; never overwrite one the person already has.
    if (!existing.email) changes.email = input.email;
    if (!existing.phone && input.phone) changes.phone = input.phone;
    const user = Object.keys(changes).length > 0 ? await updateUser(tx, existing.id, changes) : existing;
    return { user, created: false };
  }
  if (passwordHash === null)
    throw new AppError('ValidationError', HANDOVER_TEXTS.passwordRequired, { details: { field: field('password') } });
  const user = await insertAdminUser(tx, {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    passwordHash,
  });
  return { user, created: true };
}

/**
 * Makes a person an administrator of a site (`adminUserFor`). Linking the same person to the same
 * site twice is a conflict.
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
      const { user, created } = await adminUserFor(tx, input, passwordHash, {
        checkExisting: async (existing) => {
          if (await isSiteAdmin(tx, pathSiteId, existing.id))
            throw new AppError('Conflict', SYSTEM_MESSAGES.alreadyAdmin);
        },
      });
      await linkSiteAdmin(tx, pathSiteId, user.id);
      const { hasPassword: _hasPassword, ...dto } = user;
      return { siteId: pathSiteId, user: dto, created };
    });
  } catch (err) {
    // Two assignments racing for the same person, phone or e-mail.
    if (isUniqueViolation(err)) throw new AppError('Conflict', SYSTEM_MESSAGES.alreadyAdmin);
    throw err;
  }
}
