import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/** "METHOD url", the key of every expectations table in this folder. */
export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/**
 * Every /api route the running app answers, read from the router itself so that a route added
 * later shows up here without anyone listing it. An onRoute hook cannot be used for this: the
 * route modules are registered inside buildApp, before a test can add hooks. The router's tree
 * print is parsed instead, and every parsed entry is checked with hasRoute so a change in the
 * print format fails loudly rather than silently dropping routes.
 */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = url;
    stack.length = depth + 1;
    if (!url.startsWith('/api/') || !match[3]) continue;
    // The API's description and its page (plugins/api-docs.ts): public documents, not envelopes.
    if (url.startsWith('/api/docs') || url === '/api/openapi.json') continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      // HEAD is Fastify's automatic twin of every GET.
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  for (const route of routes) {
    if (!app.hasRoute({ method: route.method as 'GET', url: route.url })) {
      throw new Error(`route table parse produced an unknown route: ${routeKey(route)}`);
    }
  }
  if (routes.length < 20) throw new Error(`route table parse found only ${routes.length} API routes`);
  return routes.sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}
