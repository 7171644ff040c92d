import type { CacheStore } from './cache-store.js';

/** What a lookup found: counted by the metrics (lib/metrics.ts countCacheLookup). */
export type CacheLookupListener = (key: string, hit: boolean) => void;

/**
 * The app's cache with every `get` reported as a hit or a miss. Counted here, where the app's
 * cache is made, rather than in the stores: the Redis store keeps a near cache that is itself a
 * memory store, so counting inside the stores would count one lookup twice.
 */
export class CountingCacheStore implements CacheStore {
  constructor(
    private readonly store: CacheStore,
    private readonly onLookup: CacheLookupListener,
  ) {}

  get kind() {
    return this.store.kind;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.store.get<T>(key);
    this.onLookup(key, value !== undefined);
    return value;
  }

  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
    return this.store.set(key, value, ttlSeconds);
  }

  del(...keys: string[]): Promise<void> {
    return this.store.del(...keys);
  }

  clear(): Promise<void> {
    return this.store.clear();
  }

  hit(key: string, limit: number, windowSeconds: number) {
    return this.store.hit(key, limit, windowSeconds);
  }

  resetHits(key: string): Promise<void> {
    return this.store.resetHits(key);
  }

  ping(): Promise<boolean> {
    return this.store.ping();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
