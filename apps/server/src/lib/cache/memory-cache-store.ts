import type { CacheStore } from './cache-store.js';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set<T>(key: string, value: T, ttlSeconds = 300): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async del(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }

  async hit(key: string, limit: number, windowSeconds: number) {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    if (this.counters.size > 50_000) this.sweepCounters(now);
    return {
      allowed: counter.count <= limit,
      count: counter.count,
      retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - now) / 1000)),
    };
  }

  async resetHits(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}

  private sweepCounters(now: number) {
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}
