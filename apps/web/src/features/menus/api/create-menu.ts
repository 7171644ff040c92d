import type { MenuFormInput, MenuItemDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from './invalidate-menus';

/** POST /api/system/menus. Silent: the dialog shows SPEC §8's toast and the server's reason. */
export function createMenu(payload: MenuFormInput): Promise<MenuItemDto> {
  return api.post<MenuItemDto>(apiPaths.system.menus, payload, { silent: true });
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMenu, onSuccess: () => invalidateMenus(queryClient) });
}
