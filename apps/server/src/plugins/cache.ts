import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheStore } from '../lib/cache/cache-store.js';
import { Settings } from '../lib/settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    cache: CacheStore;
    settings: Settings;
  }
}

async function cachePlugin(app: FastifyInstance, opts: { cache: CacheStore; closeOnShutdown: boolean }) {
  app.decorate('cache', opts.cache);
  app.decorate('settings', new Settings(app.db, opts.cache));
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.cache.close());
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['db'] });
