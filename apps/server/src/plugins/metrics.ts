import { createHash, timingSafeEqual } from 'node:crypto';
import { REQUEST_MESSAGES } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import { observeRequest, registry, trackDatabasePools } from '../lib/metrics.js';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares the Authorization header with `Bearer <token>` in constant time: both sides are hashed
 * first, so neither the content nor the length of the token leaks through timing.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * GET /metrics in Prometheus text. With METRICS_TOKEN it needs `Authorization: Bearer <token>`;
 * without one it is open in development and tests and not served at all in production, where
 * route names, pool sizes and error rates are nobody else's business. When not served, no hook
 * runs either.
 */
async function metricsPlugin(app: FastifyInstance) {
  const { metricsToken, isProduction } = app.config;
  if (isProduction && !metricsToken) {
    // Off: answered as an unknown address, so the web app's page fallback does not serve it either.
    app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send(failure('NotFound', REQUEST_MESSAGES.unknownAddress)),
    );
    return;
  }

  // One hook, one observe: the route pattern is already on the request, the elapsed time on the reply.
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const untrackPools = trackDatabasePools(app.database);
  app.addHook('onClose', async () => untrackPools());

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (metricsToken && !bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(failure('Unauthorized', REQUEST_MESSAGES.metricsTokenRequired));
    }
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
