/** Request and response schemas of the cache area. */
import { z } from 'zod';

export const CacheCheckDto = z.object({
  status: z.enum(['operational', 'error']),
  /** The value written and read back; null when the cache could not be reached. */
  testValue: z.string().nullable(),
});
export type CacheCheckDto = z.infer<typeof CacheCheckDto>;

export const CacheStatusDto = z.object({
  /** operational: both caches answered; error: neither; degraded: one of them. */
  status: z.enum(['operational', 'error', 'degraded']),
  kind: z.enum(['memory', 'redis']),
  configuration: CacheCheckDto,
  menu: CacheCheckDto,
  timestamp: z.string(),
});
export type CacheStatusDto = z.infer<typeof CacheStatusDto>;
