import { AppError } from '@aidat/shared';
import { type AnyColumn, and, eq, gt, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { sessions, units, users } from '../db/schema/index.js';
import { relatedUnitIds } from './access/access.repository.js';
import { preparedPerDb } from './prepared.js';
import { findSessionUser, hashToken, type SessionUser, sessionUserColumns } from './sessions.js';

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
 * The handler then reads for that known user, through the same read (`residentRead`).
 */

/** Who a resident read is for: a user already known, or a cookie whose session the statement checks. */
export type Caller = { userId: number } | { token: string };

/** A read's rows with the caller they were read for (refused as the auth hook would refuse them). */
export interface CallerRows<Row> {
  user: SessionUser;
  rows: Row[];
}

/** A subquery builder of drizzle (`db.select(...)...`): what `residentRead` wraps. */
interface SubqueryBuilder {
  as(alias: string): Subquery;
}

/**
 * A resident read written once. `build(db, resident)` selects the rows of the caller whose id is
 * the column `resident`; this wraps it as a lateral join on the caller's `users` row, found either
 * by id or through a live session, and prepares each form once per handle (lib/prepared.ts) as
 * `<name>_of_user` and `<name>_of_session`. Either way it is one statement, and the caller row
 * comes back even when the read has no rows, so "no session" and "nothing to show" stay apart.
 * `orderBy` orders the rows again outside the join, where the inner order is not kept.
 */
export function residentRead<Row>(
  name: string,
  build: (db: DbOrTx, resident: AnyColumn) => SubqueryBuilder,
  orderBy: (row: Record<string, PgColumn>) => SQL[] = () => [],
): (db: DbOrTx, caller: Caller, params?: Record<string, unknown>) => Promise<CallerRows<Row>> {
  const prepare = (db: DbOrTx, form: 'user' | 'session') => {
    const read = build(db, users.id).as('r');
    const fields = Object.fromEntries(
      Object.keys(read._.selectedFields).map((key) => [key, (read as unknown as Record<string, PgColumn>)[key]]),
    );
    const select = db.select({
      user: sessionUserColumns,
      row: fields,
      // For the answer cache (plugins/answer-cache.ts), in the same statement: the sites whose
      // changes end the answer, and when the session ends.
      // A unit's current owners and tenant read it too (PRODUCT.md §16).
      residentSites: sql<
        number[]
      >`(select coalesce(array_agg(distinct ${units.siteId}), '{}') from ${units} where ${units.id} in ${relatedUnitIds(users.id)})`,
      ...(form === 'session' ? { sessionExpiresAt: sessions.expiresAt } : {}),
    });
    const callerRow =
      form === 'session' ? select.from(sessions).innerJoin(users, eq(users.id, sessions.userId)) : select.from(users);
    const byCaller =
      form === 'session'
        ? and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            gt(sessions.expiresAt, sql.placeholder('sessionNow')),
          )
        : eq(users.id, sql.placeholder('userId'));
    return callerRow
      .leftJoinLateral(read, sql`true`)
      .where(byCaller)
      .orderBy(...orderBy(fields))
      .prepare(`${name}_of_${form}`);
  };
  const ofUser = preparedPerDb((db) => prepare(db, 'user'));
  const ofSession = preparedPerDb((db) => prepare(db, 'session'));
  return async (db, caller, params = {}) => {
    const rows =
      'token' in caller
        ? await ofSession(db).execute({
            ...params,
            tokenHash: hashToken(caller.token),
            sessionNow: new Date().toISOString(),
          })
        : await ofUser(db).execute({ ...params, userId: caller.userId });
    const user = rows[0]?.user as SessionUser | undefined;
    if (!user) throw new AppError('Unauthorized');
    const { sessionExpiresAt, residentSites } = rows[0] as { sessionExpiresAt?: Date; residentSites: number[] };
    readFacts.set(user, { sessionExpiresAt, siteIds: residentSites.map(Number) });
    if (user.isBlocked) throw new AppError('UserBlocked');
    // A caller without rows comes back once, its read's columns all null (drizzle makes that null).
    return { user, rows: rows.flatMap((r) => (r.row ? [r.row as Row] : [])) };
  };
}

/** What a resident read found beside its rows, for the answer cache (plugins/answer-cache.ts). */
export interface ResidentReadFacts {
  /** When the session ends (a read through the cookie): the cache keeps the session that long at most. */
  sessionExpiresAt?: Date;
  /** The sites of the caller's units: a change to any of them ends the answer. */
  siteIds: number[];
}

// Kept beside the user object the read answers, which the services hand on unchanged, so their
// answers need no field for it.
const readFacts = new WeakMap<SessionUser, ResidentReadFacts>();

export function residentReadFactsOf(user: SessionUser): ResidentReadFacts | undefined {
  return readFacts.get(user);
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
 * For a request that failed before its own statement ran (a refused input): settles a pending
 * session and answers what to report instead (401, 403 UserBlocked, or the lookup's own failure),
 * or null when the session is live and the first error stands.
 */
export async function refusalOfPendingSession(db: DbOrTx, request: FastifyRequest): Promise<Error | null> {
  if (!request.pendingSessionToken) return null;
  try {
    await settlePendingSession(db, request);
  } catch (err) {
    return err as Error;
  }
  return request.user ? null : new AppError('Unauthorized');
}

/**
 * Runs a route's read for the caller: the pending session when there is one (checked by the read's
 * own statement), else the user already known. Either way request.user is set after it.
 */
export async function readAsCaller<T>(
  request: FastifyRequest,
  read: (caller: Caller) => Promise<{ user: SessionUser; data: T }>,
): Promise<T> {
  const token = request.pendingSessionToken;
  if (!token) {
    if (!request.user) throw new AppError('Unauthorized');
    return (await read({ userId: request.user.id })).data;
  }
  request.pendingSessionToken = null;
  const { user, data } = await read({ token });
  request.user = user;
  request.sessionToken = token;
  return data;
}
