import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from './invalidate-menus';

/** DELETE /api/system/menus/{id}. Silent: the page shows SPEC §8's own toast. */
export function deleteMenu(id: number): Promise<null> {
  return api.delete<null>(apiPaths.system.menu(id), { silent: true });
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => invalidateMenus(queryClient) });
}
