import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheStore } from '../lib/cache/cache-store.js';
import { CountingCacheStore } from '../lib/cache/counting-cache-store.js';
import { countCacheLookup } from '../lib/metrics.js';
import { Settings } from '../lib/settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    cache: CacheStore;
    settings: Settings;
  }
}

async function cachePlugin(app: FastifyInstance, opts: { cache: CacheStore; closeOnShutdown: boolean }) {
  // Every read is counted as a hit or a miss for /metrics, once, whichever store is behind it.
  const store = opts.cache;
  const cache = new CountingCacheStore(store, (key, hit) => countCacheLookup(store.kind, key, hit));
  app.decorate('cache', cache);
  app.decorate('settings', new Settings(app.db, cache));
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.cache.close());
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['db'] });
