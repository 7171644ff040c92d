import { AppError } from '@aidat/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { findSessionUser, hashToken, type SessionUser } from './sessions.js';

/**
 * Reading the session in the route's own query. A resident's home calls are one small query each,
 * and the session lookup before it was a second round trip to the database, which on this
 * hardware costs the server more CPU than anything else in the request. Routes marked with
 * `config: { sessionInQuery: true }` get no lookup from the auth hook: the cookie's token waits on
 * the request (`pendingSessionToken`) and the handler's statement joins `sessions` and `users`
 * itself, so the session is checked by the same statement, at the same instant, as before.
 *
 * Whatever needs the user before the handler runs (the maintenance hook while maintenance is on,
 * a role check, a refused input) settles the session first with the usual lookup, so answers and
 * their order stay the same: 401 without a live session, 403 for a blocked user, then the rest.
 */

/** Joins a session row to its user (`users.id` is then the caller). */
export const sessionOfUser = eq(users.id, sessions.userId);

/** The cookie's live session. Placeholders: tokenHash, sessionNow (sessionParams gives both). */
export const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('sessionNow')),
);

/** Placeholder values of `liveSession` for a cookie token. */
export function sessionParams(token: string): { tokenHash: string; sessionNow: string } {
  return { tokenHash: hashToken(token), sessionNow: new Date().toISOString() };
}

/** The user a joined statement found, refused as the auth hook would refuse it. */
export function userOfJoinedRows(rows: ReadonlyArray<{ user: SessionUser }>): SessionUser {
  const user = rows[0]?.user;
  if (!user) throw new AppError('Unauthorized');
  if (user.isBlocked) throw new AppError('UserBlocked');
  return user;
}

/** Settles a session the route meant to read itself, with the usual lookup (see the comment above). */
export async function settlePendingSession(db: DbOrTx, request: FastifyRequest): Promise<void> {
  const token = request.pendingSessionToken;
  if (!token) return;
  request.pendingSessionToken = null;
  const user = await findSessionUser(db, token);
  if (!user) return;
  if (user.isBlocked) throw new AppError('UserBlocked');
  request.user = user;
  request.sessionToken = token;
}

/**
 * Runs a route's read for the caller: one statement with the session when it is still pending,
 * else the plain read for the user already known. Either way request.user is set after it.
 */
export async function readAsCaller<T>(
  request: FastifyRequest,
  joined: (token: string) => Promise<{ user: SessionUser; data: T }>,
  plain: (user: SessionUser) => Promise<T>,
): Promise<T> {
  const token = request.pendingSessionToken;
  if (!token) {
    if (!request.user) throw new AppError('Unauthorized');
    return plain(request.user);
  }
  request.pendingSessionToken = null;
  const { user, data } = await joined(token);
  request.user = user;
  request.sessionToken = token;
  return data;
}
