import { randomBytes } from 'node:crypto';
import type { CacheCheckDto, CacheStatusDto } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import { CONFIG_CACHE_KEY, MENU_CACHE_KEY } from '../../lib/cache/cache-keys.js';
import { activeMenus } from '../menus/public.js';

/** Test keys sit beside the real entries, so a check exercises the same store and prefix. */
export const CONFIG_TEST_KEY = `${CONFIG_CACHE_KEY}:status-test`;
export const MENU_TEST_KEY = `${MENU_CACHE_KEY}:status-test`;
const TEST_TTL_SECONDS = 60;
/** A hung Redis must not hang the status page: a check that takes longer counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`cache check timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Writes a fresh value under the key, reads it back, and reports whether they agree. */
async function checkCache(app: FastifyInstance, key: string): Promise<CacheCheckDto> {
  const written = `${new Date().toISOString()}#${randomBytes(3).toString('hex')}`;
  try {
    const read = await withTimeout(
      (async () => {
        await app.cache.set(key, written, TEST_TTL_SECONDS);
        return app.cache.get<string>(key);
      })(),
      CHECK_TIMEOUT_MS,
    );
    return read === written ? { status: 'operational', testValue: read } : { status: 'error', testValue: read ?? null };
  } catch (err) {
    app.log.warn({ err, key }, 'cache status check failed');
    return { status: 'error', testValue: null };
  }
}

export async function cacheStatus(app: FastifyInstance): Promise<CacheStatusDto> {
  const [configuration, menu] = await Promise.all([checkCache(app, CONFIG_TEST_KEY), checkCache(app, MENU_TEST_KEY)]);
  const healthy = [configuration, menu].filter((c) => c.status === 'operational').length;
  return {
    status: healthy === 2 ? 'operational' : healthy === 0 ? 'error' : 'degraded',
    kind: app.cache.kind,
    configuration,
    menu,
    timestamp: new Date().toISOString(),
  };
}

/** Empties the cache (every instance, with Redis) and loads configuration and menus again. */
export async function clearCaches(app: FastifyInstance): Promise<void> {
  await app.cache.clear();
  await app.settings.all();
  await activeMenus(app.db, app.cache);
}
