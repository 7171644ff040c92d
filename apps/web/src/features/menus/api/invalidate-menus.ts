import type { QueryClient } from '@tanstack/react-query';
import { USER_MENU_KEY } from '../../../lib/query-keys';
import { menuKeys } from './query-keys';

/** After a write: the management list and the navigation bar both reload. */
export async function invalidateMenus(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: menuKeys.all }),
    queryClient.invalidateQueries({ queryKey: USER_MENU_KEY }),
  ]);
}
