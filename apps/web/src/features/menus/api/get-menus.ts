import type { MenuItemDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { MESSAGES } from '../messages';
import { showToast } from '../../../lib/toast-store';
import { menuKeys } from './query-keys';

/** GET /api/system/menus: every item, by display order; a failure shows SPEC §8's own text. */
export async function getMenus(signal?: AbortSignal): Promise<MenuItemDto[]> {
  try {
    const items = await api.get<MenuItemDto[]>(apiPaths.system.menus, { signal, silent: true });
    return [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  } catch (error) {
    if (!signal?.aborted) showToast('danger', MESSAGES.menus.loadFailed);
    throw error;
  }
}

export function useMenus() {
  return useQuery({ queryKey: menuKeys.list, queryFn: ({ signal }) => getMenus(signal) });
}
