import { ADMIN_COMMAND_MESSAGES as M } from '@aidat/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { unblockUser } from '../lib/blocking.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { hashPassword } from '../lib/passwords.js';
import { destroyUserSessions } from '../lib/sessions.js';
import { AdminCommandError } from './admin-error.js';

type UserRow = { id: number; fullName: string; isBlocked: boolean };
const columns = { id: users.id, fullName: users.fullName, isBlocked: users.isBlocked };

async function userByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.phone, phone));
  return row;
}

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(columns).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row;
}

/** Refuses a phone or e-mail someone already has, naming who, before a password is asked for. */
export async function assertFreeForNewUser(db: Db, phone: string, email: string): Promise<void> {
  const byPhone = await userByPhone(db, phone);
  if (byPhone) throw new AdminCommandError(M.phoneTaken(byPhone.fullName));
  const byEmail = await userByEmail(db, email);
  if (byEmail) throw new AdminCommandError(M.emailTaken(byEmail.fullName));
}

/** A new SystemAdmin who signs in by phone code or by password. Inputs are checked already. */
export async function createSystemAdmin(
  db: Db,
  input: { name: string; phone: string; email: string; password: string },
): Promise<void> {
  await assertFreeForNewUser(db, input.phone, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(users).values({
      fullName: input.name,
      phone: input.phone,
      email: input.email,
      role: 'SystemAdmin',
      passwordHash,
    });
  } catch (err) {
    // Someone took the phone or e-mail while the password was being hashed.
    if (isUniqueViolation(err)) await assertFreeForNewUser(db, input.phone, input.email);
    throw err;
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow> {
  const user = await userByEmail(db, email);
  if (!user) throw new AdminCommandError(M.noUserWithEmail);
  return user;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow> {
  const user = await userByPhone(db, phone);
  if (!user) throw new AdminCommandError(M.noUserWithPhone);
  return user;
}

/** A new password; every open session ends, in case the old one was known to someone else. */
export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await destroyUserSessions(tx, userId);
  });
}

/** Lifts a block (the flag, the failure count, a block-history row). False when there was none. */
export async function unblock(db: Db, user: UserRow): Promise<boolean> {
  if (!user.isBlocked) return false;
  await db.transaction((tx) => unblockUser(tx, user.id, M.actor));
  return true;
}
