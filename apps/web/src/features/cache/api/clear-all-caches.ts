import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_MENU_KEY } from '../../../lib/query-keys';
import { clearCache } from './clear-cache';
import { refreshMenuCache } from './refresh-menu-cache';

/** SPEC §2: clearing all caches also refreshes the menu cache. */
export async function clearAllCaches(): Promise<void> {
  await clearCache();
  await refreshMenuCache();
}

export function useClearAllCaches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllCaches,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_MENU_KEY }),
  });
}
