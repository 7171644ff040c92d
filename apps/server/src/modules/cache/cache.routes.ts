import { CACHE_MESSAGES, CacheStatusDto } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { cacheStatus, clearCaches } from './cache.service.js';

/** Cache status and clearing: SystemAdmin only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/cache/status',
    { config: { access: 'system' }, schema: { response: { 200: envelope(CacheStatusDto) } } },
    async () => ok(await cacheStatus(app)),
  );

  app.post(
    '/api/system/cache/clear',
    { config: { access: 'system' }, schema: { response: { 200: EmptyEnvelope } } },
    async () => {
      await clearCaches(app);
      return ok(null, CACHE_MESSAGES.cleared);
    },
  );
};

export default routes;
