import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginHistory, otpCodes, users } from '../../db/schema/index.js';
import { sessionUserColumns, type SessionUser } from '../../lib/sessions.js';

/** Queries of the auth area; the services decide what they mean. */

export interface SignInCandidate extends SessionUser {
  passwordHash: string | null;
}

const candidateColumns = { ...sessionUserColumns, passwordHash: users.passwordHash };

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<SignInCandidate | null> {
  const [row] = await db.select(candidateColumns).from(users).where(eq(users.phone, phone)).limit(1);
  return (row as SignInCandidate | undefined) ?? null;
}

/** E-mail addresses are unique without regard to case (users_email_uq is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return (row as SignInCandidate | undefined) ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<SessionUser | null> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return (row as SessionUser | undefined) ?? null;
}

export async function insertOtpCode(
  db: DbOrTx,
  row: {
    reference: string;
    phone: string;
    userId: number | null;
    codeHash: string | null;
    expiresAt: Date;
    ipAddress: string;
  },
): Promise<void> {
  await db.insert(otpCodes).values(row);
}

export interface OtpRow {
  id: number;
  phone: string;
  userId: number | null;
  codeHash: string | null;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/** Locks the row so that concurrent tries on one reference are counted one after another. */
export async function lockOtpByReference(db: DbOrTx, reference: string): Promise<OtpRow | null> {
  const [row] = await db
    .select({
      id: otpCodes.id,
      phone: otpCodes.phone,
      userId: otpCodes.userId,
      codeHash: otpCodes.codeHash,
      expiresAt: otpCodes.expiresAt,
      attempts: otpCodes.attempts,
      consumedAt: otpCodes.consumedAt,
    })
    .from(otpCodes)
    .where(eq(otpCodes.reference, reference))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countOtpAttempt(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

/** Marks a code used; the consumedAt check keeps it single use even without the row lock. */
export async function consumeOtp(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), sql`${otpCodes.consumedAt} is null`))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function insertLoginHistory(
  db: DbOrTx,
  row: {
    userId: number | null;
    attemptType: number;
    isSuccess: boolean;
    ipAddress: string;
    failureReason: string | null;
  },
): Promise<void> {
  await db.insert(loginHistory).values({ ...row, ipAddress: row.ipAddress.slice(0, 64) });
}

/** Counts one more consecutive failure atomically and returns the new count and block state. */
export async function incrementFailedLogins(
  db: DbOrTx,
  userId: number,
): Promise<{ failedLoginCount: number; isBlocked: boolean } | null> {
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, isBlocked: users.isBlocked });
  return row ?? null;
}

export async function resetFailedLogins(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, userId), sql`${users.failedLoginCount} <> 0`));
}
