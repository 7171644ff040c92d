import type { Role } from '@aidat/shared';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireRole } from '../lib/guards.js';

/**
 * Who may call a route, declared on the route itself (`config: { access }`) and checked here
 * before its body is read: anonymous → 401, wrong role → 403. The record the route names (a site,
 * a unit, an account) is the service's to check (lib/access); the kind says what that check
 * answers, so that the authorisation matrix (test/security/authorization-matrix.test.ts) is
 * generated from these declarations.
 */
export type RouteAccess =
  /** Anyone, signed in or not (signing in, the web's configuration). */
  | 'public'
  /** Any signed-in user, whatever their role (their own profile, menu, units). */
  | 'signedIn'
  /** A signed-in user, for a unit they live in: any other unit is 404 to everyone, a SystemAdmin included. */
  | 'ownUnit'
  /** An Admin or SystemAdmin; the answer lists only what the caller administers. */
  | 'siteAdminList'
  /** An Admin of the record's site, or a SystemAdmin: another site's Admin gets 403. */
  | 'siteAdmin'
  /** A SystemAdmin only. */
  | 'system';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/route-access.ts); every /api route declares it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route's declared access, "METHOD url" → kind, as registered. */
    routeAccess: Map<string, RouteAccess>;
  }
}

const ROLES: Record<RouteAccess, Role[] | null> = {
  public: null,
  signedIn: [],
  ownUnit: [],
  siteAdminList: ['Admin', 'SystemAdmin'],
  siteAdmin: ['Admin', 'SystemAdmin'],
  system: ['SystemAdmin'],
};

/** The API's description and its page (plugins/api-docs.ts): public documents, registered by the docs plugin. */
const isApiRoute = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';

/**
 * Registers the check of each route's declared access, before any route module: a route under
 * /api without a declaration stops the app from starting, so none can be added without one.
 */
async function routeAccessPlugin(app: FastifyInstance) {
  app.decorate('routeAccess', new Map<string, RouteAccess>());
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access || !(access in ROLES))
      throw new Error(`${String(route.method)} ${route.url} declares no access (plugins/route-access.ts)`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.routeAccess.set(`${method} ${route.url}`, access);
    const roles = ROLES[access];
    if (roles === null) return;
    const guard = requireRole(...roles);
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard as onRequestHookHandler, ...own];
  });
}

export const routeAccess = fp(routeAccessPlugin, { name: 'route-access' });
