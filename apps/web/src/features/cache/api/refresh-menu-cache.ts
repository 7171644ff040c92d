import type { MenuCacheRefreshResponse } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/system/menus/cache/refresh: reloads the navigation menu cache. */
export function refreshMenuCache(): Promise<MenuCacheRefreshResponse> {
  return api.post<MenuCacheRefreshResponse>(apiPaths.system.menusCacheRefresh, undefined, { silent: true });
}
