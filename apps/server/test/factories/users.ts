import { randomBytes, randomInt, scryptSync } from 'node:crypto';
import type { Role } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { blockUser, SYSTEM_ACTOR } from '../../src/lib/blocking.js';
import type { TestContext } from '../helper.js';

/** A random Turkish mobile number no demo user has. */
export function freshPhone(): string {
  return `+90558${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/**
 * The stored format of lib/passwords.ts with a small scrypt cost: verifyPassword reads the cost
 * from the hash, so sign-in works the same while the tests do not spend half a second per try.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export interface UserValues {
  role?: Role;
  password?: string;
  isBlocked?: boolean;
  fullName?: string;
  /** Left out: a number of its own; null: no phone. */
  phone?: string | null;
  /** Left out: an address of its own; null: no e-mail. */
  email?: string | null;
}

let userCounter = 0;

/**
 * A fresh user (a Resident unless told otherwise, optionally with a password) that a test may
 * fail, block and sign in without disturbing the demo users other tests rely on.
 */
export async function createUser(
  t: TestContext,
  values: UserValues = {},
): Promise<{ id: number; phone: string; email: string }> {
  userCounter += 1;
  const suffix = String(userCounter).padStart(7, '0');
  const phone = values.phone === undefined ? `+90541${suffix}` : values.phone;
  const email = values.email === undefined ? `giris-testi-${suffix}@aidat.local` : values.email;
  const [row] = await t.db
    .insert(users)
    .values({
      fullName: values.fullName ?? `Giriş Testi ${userCounter}`,
      phone,
      email,
      role: values.role ?? 'Resident',
      isBlocked: values.isBlocked ?? false,
      passwordHash: values.password ? cheapPasswordHash(values.password) : null,
    })
    .returning({ id: users.id });
  return { id: row.id, phone: phone as string, email: email as string };
}

export async function userState(t: TestContext, id: number) {
  const [row] = await t.db
    .select({ isBlocked: users.isBlocked, failedLoginCount: users.failedLoginCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Blocks or unblocks a user directly, so a block/unblock call has something to do. */
export async function setBlocked(t: TestContext, userId: number, isBlocked: boolean): Promise<void> {
  await t.db.update(users).set({ isBlocked }).where(eq(users.id, userId));
}

/** Blocks a user as the sign-in flow does after too many failures ('Sistem' in the history). */
export async function blockAutomatically(t: TestContext, userId: number, failedLoginCount = 5): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.update(users).set({ failedLoginCount }).where(eq(users.id, userId));
    await blockUser(tx, userId, SYSTEM_ACTOR);
  });
}
