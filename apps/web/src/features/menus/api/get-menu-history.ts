import { DEFAULT_PAGE_SIZE, type HistoryPage, type MenuHistoryDto } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { menuKeys } from './query-keys';

/** GET /api/system/menus/{id}/history, newest first, 50 per page (SPEC §9). */
export async function getMenuHistory(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryPage<MenuHistoryDto>> {
  try {
    return await api.get<HistoryPage<MenuHistoryDto>>(apiPaths.system.menuHistory(id), {
      query: { page, pageSize: DEFAULT_PAGE_SIZE },
      signal,
      silent: true,
    });
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.menus.historyLoadFailed);
    throw error;
  }
}

export function useMenuHistory(id: number | null, page: number) {
  return useQuery({
    queryKey: menuKeys.history(id ?? 0, page),
    queryFn: ({ signal }) => getMenuHistory(id as number, page, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
