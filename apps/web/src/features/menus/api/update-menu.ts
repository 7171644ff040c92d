import type { MenuFormInput, MenuItemDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from './invalidate-menus';

/** PUT /api/system/menus/{id} with every field. Silent: the dialog shows the failure itself. */
export function updateMenu({ id, ...payload }: MenuFormInput & { id: number }): Promise<MenuItemDto> {
  return api.put<MenuItemDto>(apiPaths.system.menu(id), payload, { silent: true });
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenu, onSuccess: () => invalidateMenus(queryClient) });
}
