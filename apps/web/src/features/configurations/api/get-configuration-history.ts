import type { ConfigurationHistoryDto, HistoryPage } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { configurationKeys } from './query-keys';

export interface HistoryQuery {
  /** null: every key. */
  key: string | null;
  page: number;
  pageSize: number;
}

/** GET /api/system/configurations/history or /{key}/history, one page, newest first. */
export async function getConfigurationHistory(
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<ConfigurationHistoryDto>> {
  const path = q.key === null ? apiPaths.system.configurationsHistory : apiPaths.system.configurationHistory(q.key);
  try {
    return await api.get<HistoryPage<ConfigurationHistoryDto>>(path, {
      query: { page: q.page, pageSize: q.pageSize },
      signal,
      silent: true,
    });
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.configurations.historyLoadFailed);
    throw error;
  }
}

export function useConfigurationHistory(q: HistoryQuery) {
  return useQuery({
    queryKey: configurationKeys.history(q.key, q.page, q.pageSize),
    queryFn: ({ signal }) => getConfigurationHistory(q, signal),
    // The table keeps the previous page while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}
