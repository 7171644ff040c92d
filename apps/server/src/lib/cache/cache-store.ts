/**
 * The cache behind configuration and menu reads, rate limits and session lookups. In-process
 * by default; Redis when REDIS_URL is set, so that every instance shares it and a write on one
 * instance invalidates the others.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Drops every key this store owns. */
  clear(): Promise<void>;
  /**
   * Counts a hit in a fixed window and reports whether it is within the limit.
   * retryAfterSeconds tells a refused caller when the window ends.
   */
  hit(
    key: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }>;
  /** Forgets a counter (e.g. after a success). */
  resetHits(key: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
