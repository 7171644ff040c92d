import type { ConfigurationDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { configurationKeys } from './query-keys';

/** GET /api/system/configurations: a failure shows SPEC §8's own text. */
export async function getConfigurations(signal?: AbortSignal): Promise<ConfigurationDto[]> {
  try {
    return await api.get<ConfigurationDto[]>(apiPaths.system.configurations, { signal, silent: true });
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.configurations.loadFailed);
    throw error;
  }
}

export function useConfigurations() {
  return useQuery({ queryKey: configurationKeys.list, queryFn: ({ signal }) => getConfigurations(signal) });
}
