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
  constructor(
    private readonly db: Db,
    private readonly cache: CacheStore,
  ) {}

  async all(): Promise<ConfigRow[]> {
    const cached = await this.cache.get<ConfigRow[]>(CONFIG_CACHE_KEY);
    if (cached) return cached;
    const rows = await this.db
      .select({
        key: configurations.key,
        value: configurations.value,
        isFrontendVisible: configurations.isFrontendVisible,
      })
      .from(configurations);
    await this.cache.set(CONFIG_CACHE_KEY, rows, 300);
    return rows;
  }

  async invalidate(): Promise<void> {
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
