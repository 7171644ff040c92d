import { ACCESS_MESSAGES, AppError, type Role } from '@aidat/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { siteAdmins, sites } from '../db/schema/index.js';
import { settlePendingSession } from './session-joined.js';
import type { SessionUser } from './sessions.js';

/** The signed-in user, or 401. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('Unauthorized');
  return request.user;
}

/**
 * preHandler: anonymous → 401, wrong role → 403. A session the route reads itself
 * (lib/session-joined.ts) passes a bare sign-in check here and is checked by the route's statement.
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    if (request.pendingSessionToken) {
      if (roles.length === 0) return;
      await settlePendingSession(request.server.db, request);
    }
    const user = currentUser(request);
    if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('Forbidden');
  };
}

export const requireAuth = requireRole();

/**
 * A SystemAdmin may act on any existing site, an Admin only on sites they administer.
 * Unknown sites answer 404 for a SystemAdmin and 403 for an Admin (no existence leak).
 */
export async function assertSiteAccess(db: DbOrTx, user: SessionUser, siteId: number): Promise<void> {
  if (user.role === 'SystemAdmin') {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
    if (!site) throw new AppError('NotFound', ACCESS_MESSAGES.siteNotFound);
    return;
  }
  if (user.role !== 'Admin') throw new AppError('Forbidden');
  const [link] = await db
    .select({ siteId: siteAdmins.siteId })
    .from(siteAdmins)
    .where(and(eq(siteAdmins.siteId, siteId), eq(siteAdmins.userId, user.id)))
    .limit(1);
  if (!link) throw new AppError('Forbidden');
}

/** Ids of the sites a user administers; null means every site (SystemAdmin). */
export async function administeredSiteIds(db: DbOrTx, user: SessionUser): Promise<number[] | null> {
  if (user.role === 'SystemAdmin') return null;
  if (user.role !== 'Admin') return [];
  const rows = await db.select({ siteId: siteAdmins.siteId }).from(siteAdmins).where(eq(siteAdmins.userId, user.id));
  return rows.map((r) => r.siteId);
}
