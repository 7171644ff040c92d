import type { CacheStatusDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { cacheKeys } from './query-keys';

/** GET /api/system/cache/status: a failure shows SPEC §8's own text. */
export async function getCacheStatus(signal?: AbortSignal): Promise<CacheStatusDto> {
  try {
    return await api.get<CacheStatusDto>(apiPaths.system.cacheStatus, { signal, silent: true });
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.cache.statusFailed);
    throw error;
  }
}

export function useCacheStatus() {
  // Every check writes fresh test values, so a cached answer would say nothing.
  return useQuery({ queryKey: cacheKeys.status, queryFn: ({ signal }) => getCacheStatus(signal), staleTime: 0 });
}
