import { Redis } from 'ioredis';
import type { CacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';

const INVALIDATE_CHANNEL = 'invalidate';

/**
 * Values live in Redis, shared by every instance. A per-process near cache is off by default:
 * a write through one instance must be what every other instance serves on its very next read,
 * and a pub/sub message can arrive after that read. With `nearTtlSeconds` > 0 reads skip the
 * round trip and are invalidated by the published message instead (eventually consistent).
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis' as const;
  private readonly near = new MemoryCacheStore();
  private readonly subscriber: Redis;

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly nearTtlSeconds: number,
  ) {
    this.subscriber = redis.duplicate();
  }

  static async connect(url: string, opts: { prefix?: string; nearTtlSeconds?: number } = {}): Promise<RedisCacheStore> {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
    await redis.connect();
    const store = new RedisCacheStore(redis, opts.prefix ?? 'aidat:', opts.nearTtlSeconds ?? 0);
    await store.subscriber.connect().catch(() => {});
    await store.subscriber.subscribe(store.prefix + INVALIDATE_CHANNEL);
    store.subscriber.on('message', (_channel: string, message: string) => {
      if (message === '*') void store.near.clear();
      else void store.near.del(...message.split('\n'));
    });
    return store;
  }

  async get<T>(key: string): Promise<T | undefined> {
    if (this.nearTtlSeconds > 0) {
      const local = await this.near.get<T>(key);
      if (local !== undefined) return local;
    }
    const raw = await this.redis.get(this.prefix + key);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as T;
    if (this.nearTtlSeconds > 0) await this.near.set(key, value, this.nearTtlSeconds);
    return value;
  }

  async set<T>(key: string, value: T, ttlSeconds = 300): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    if (this.nearTtlSeconds > 0) await this.near.set(key, value, Math.min(ttlSeconds, this.nearTtlSeconds));
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.near.del(...keys);
    await this.redis.del(...keys.map((k) => this.prefix + k));
    await this.redis.publish(this.prefix + INVALIDATE_CHANNEL, keys.join('\n'));
  }

  async clear(): Promise<void> {
    await this.near.clear();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      cursor = next;
      const owned = keys.filter((k) => !k.startsWith(`${this.prefix}rl:`));
      if (owned.length) await this.redis.del(...owned);
    } while (cursor !== '0');
    await this.redis.publish(this.prefix + INVALIDATE_CHANNEL, '*');
  }

  async hit(key: string, limit: number, windowSeconds: number) {
    const full = `${this.prefix}rl:${key}`;
    // INCR and set the window on the first hit atomically.
    const [[, count], [, ttl]] = (await this.redis.multi().incr(full).ttl(full).exec()) as [
      [null, number],
      [null, number],
    ];
    let retry = ttl;
    if (ttl < 0) {
      await this.redis.expire(full, windowSeconds);
      retry = windowSeconds;
    }
    return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, retry) };
  }

  async resetHits(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}rl:${key}`);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
