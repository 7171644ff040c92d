import { AppError, REQUEST_MESSAGES } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /** The cookie's token on a route that reads the session in its own query (lib/session-joined.ts). */
    pendingSessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** The handler checks the session in its own statement (lib/session-joined.ts): no lookup here. */
    sessionInQuery?: boolean;
    /**
     * A call other sites make on purpose and that needs no session (a card payment provider's
     * callback, posted by the payer's browser from the provider's page): not refused for its origin.
     */
    crossOrigin?: boolean;
  }
}

/**
 * Methods that may change state: refused here from another origin, and followed by the answer
 * cache's fence before they answer (plugins/answer-cache.ts).
 */
export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the session cookie to a user on every API request, and refuses state-changing
 * calls from another origin (SameSite=Lax is the first line; this is the second).
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('pendingSessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (STATE_CHANGING.has(request.method) && !request.routeOptions.config.crossOrigin) {
      const origin = request.headers.origin;
      if (origin && !isOwnOrigin(origin, request.protocol, request.host, app.config.publicOrigin)) {
        throw new AppError('Forbidden', REQUEST_MESSAGES.crossSiteRefused);
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    if (request.routeOptions.config.sessionInQuery) {
      request.pendingSessionToken = token;
      return;
    }
    const user = await findSessionUser(app.db, token);
    if (!user) return;
    if (user.isBlocked) throw new AppError('UserBlocked');
    request.user = user;
    request.sessionToken = token;
  });
}

function isOwnOrigin(origin: string, protocol: string, host: string, publicOrigin?: string): boolean {
  if (publicOrigin && origin === publicOrigin) return true;
  return origin === `${protocol}://${host}`;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', '@fastify/cookie'] });
