import type { MenuItemDto } from '@aidat/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { USER_MENU_KEY } from '../../../lib/query-keys';

function sortMenu(items: MenuItemDto[]): MenuItemDto[] {
  return items.filter((item) => item.isActive !== false).sort((a, b) => a.displayOrder - b.displayOrder);
}

/**
 * The navigation bar's items for the signed-in user. SPEC §2: on failure the menu is simply
 * empty, so the call is silent. User and role in the key: a different user, or a role changed
 * by an administrator (seen through /api/auth/me), gets its own menu.
 */
export const userMenuQuery = (userId: number, role: string) =>
  queryOptions({
    queryKey: [...USER_MENU_KEY, userId, role],
    queryFn: async ({ signal }) => sortMenu(await api.get<MenuItemDto[]>(apiPaths.menu, { signal, silent: true })),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
