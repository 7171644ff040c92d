import type { Role } from '@aidat/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { siteAdmins, users } from '../../db/schema/index.js';

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isBlocked: users.isBlocked,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

export interface ExistingUser {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  isBlocked: boolean;
  hasPassword: boolean;
}

/** Row-locked so two assignments of the same person cannot interleave. */
export async function findUserByPhone(db: DbOrTx, phone: string): Promise<ExistingUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.phone, phone)).limit(1).for('update');
  return row as ExistingUser | undefined;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<ExistingUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .for('update');
  return row as ExistingUser | undefined;
}

export async function insertAdminUser(
  db: DbOrTx,
  values: { fullName: string; email: string; phone: string | null; passwordHash: string },
): Promise<ExistingUser> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'Admin' })
    .returning(userColumns);
  return row as ExistingUser;
}

export async function updateUser(
  db: DbOrTx,
  userId: number,
  values: Partial<{ role: Role; passwordHash: string; email: string; phone: string }>,
): Promise<ExistingUser> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(userColumns);
  return row as ExistingUser;
}

export async function isSiteAdmin(db: DbOrTx, siteId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: siteAdmins.userId })
    .from(siteAdmins)
    .where(and(eq(siteAdmins.siteId, siteId), eq(siteAdmins.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function linkSiteAdmin(db: DbOrTx, siteId: number, userId: number): Promise<void> {
  await db.insert(siteAdmins).values({ siteId, userId });
}
