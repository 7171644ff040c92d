import { KNOWN_CONFIG_KEYS, type KnownConfigKeyName } from '@aidat/shared';
import type { Db } from '../db/client.js';
import { configurations } from '../db/schema/index.js';
import type { CacheStore } from './cache/cache-store.js';
import { CONFIG_CACHE_KEY } from './cache/cache-keys.js';

export interface ConfigRow {
  key: string;
  value: string;
  isFrontendVisible: boolean;
}

/**
 * Read side of the configuration table (shared infrastructure: the cache plugin decorates the app
 * with it, and the maintenance header, sign-in throttles and configuration pages read it). Every request reads it (maintenance header), so the
 * whole table is cached as one entry and invalidated by every write.
 */
export class Settings {
  /** Invalidations in this process so far (see all()). */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly cache: CacheStore,
  ) {}

  async all(): Promise<ConfigRow[]> {
    const cached = await this.cache.get<ConfigRow[]>(CONFIG_CACHE_KEY);
    if (cached) return cached;
    const generation = this.generation;
    const rows = await this.db
      .select({
        key: configurations.key,
        value: configurations.value,
        isFrontendVisible: configurations.isFrontendVisible,
      })
      .from(configurations);
    // A read that an invalidation overtook may hold the table as it was: it answers its caller but
    // is not kept, or it could land after the newer read's rows and be served for the entry's five
    // minutes, on every instance (each configuration statement's notice makes every instance
    // invalidate and read again, plugins/answer-cache.ts, and those reads run side by side).
    if (generation === this.generation) await this.cache.set(CONFIG_CACHE_KEY, rows, 300);
    return rows;
  }

  async invalidate(): Promise<void> {
    // Counted before the delete is sent: a read's set issued after this point is skipped, and one
    // issued before it reaches the store before the delete.
    this.generation += 1;
    await this.cache.del(CONFIG_CACHE_KEY);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.all()).find((r) => r.key === key)?.value;
  }

  /** A known integer key, falling back to its default when missing or malformed. */
  async int(key: KnownConfigKeyName): Promise<number> {
    const raw = await this.get(key);
    const n = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
    return Number.isFinite(n) ? n : Number(KNOWN_CONFIG_KEYS[key].defaultValue);
  }

  /** A known decimal key (lira, a percent), falling back to its default when missing or malformed. */
  async decimal(key: KnownConfigKeyName): Promise<number> {
    const raw = await this.get(key);
    const n = raw === undefined ? Number.NaN : Number(raw.trim());
    return Number.isFinite(n) ? n : Number(KNOWN_CONFIG_KEYS[key].defaultValue);
  }

  async bool(key: KnownConfigKeyName): Promise<boolean> {
    const raw = await this.get(key);
    return (raw ?? KNOWN_CONFIG_KEYS[key].defaultValue).trim().toLowerCase() === 'true';
  }

  async frontendVisible(): Promise<Array<{ key: string; value: string }>> {
    return (await this.all()).filter((r) => r.isFrontendVisible).map(({ key, value }) => ({ key, value }));
  }
}
