import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface MenuItem {
  id: number;
  label: string;
  path: string;
  roles: string;
  displayOrder: number;
  isActive: boolean;
  icon?: string | null;
}

function sortMenu(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.isActive !== false).sort((a, b) => a.displayOrder - b.displayOrder);
}

/**
 * The navigation bar's items for the signed-in user. SPEC §2: on failure the menu is simply
 * empty, so the call is silent. The user id in the key keeps one user's menu from another's.
 */
export const userMenuQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-menu', userId],
    queryFn: async ({ signal }) => sortMenu(await api.get<MenuItem[]>(apiPaths.menu, { signal, silent: true })),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
