import { hash, randomBytes } from 'node:crypto';
import type { Role } from '@aidat/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { preparedPerDb } from './prepared.js';

export const SESSION_COOKIE = 'aidat_session';

export interface SessionUser {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  isBlocked: boolean;
}

export const sessionUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isBlocked: users.isBlocked,
};

/** SHA-256 of the token in hex. One-shot: every request hashes its cookie, and a Hash object costs several times more. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Creates a session and returns the raw token for the cookie; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  ttlHours: number,
  meta: { ipAddress?: string; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ipAddress: meta.ipAddress?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

// Every API call with a cookie runs this (and the answer cache's renewals), so it is prepared once
// per database handle.
const sessionQuery = preparedPerDb((db) =>
  db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user'),
);

/** The user and expiry of a live session by its token's hash, or null (also the answer cache's renewal). */
export async function findSessionByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await sessionQuery(db).execute({ tokenHash, now: new Date().toISOString() });
  if (!row) return null;
  const { expiresAt, ...user } = row as SessionUser & { expiresAt: Date };
  return { user, expiresAt };
}

export async function findSessionUser(db: DbOrTx, token: string): Promise<SessionUser | null> {
  return (await findSessionByHash(db, hashToken(token)))?.user ?? null;
}

export async function destroySession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (blocking, by hand or automatically). */
export async function destroyUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
