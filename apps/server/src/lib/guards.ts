import { AppError, type Role } from '@aidat/shared';
import type { FastifyRequest } from 'fastify';
import { settlePendingSession } from './session-joined.js';
import type { SessionUser } from './sessions.js';

/** The signed-in user, or 401. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('Unauthorized');
  return request.user;
}

/**
 * An `onRequest` hook: anonymous → 401, wrong role → 403, before the body is read or validated, so
 * a caller of the wrong role learns nothing about the input a route expects. A session the route
 * reads itself (lib/session-joined.ts) passes a bare sign-in check here and is checked by the
 * route's statement.
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
