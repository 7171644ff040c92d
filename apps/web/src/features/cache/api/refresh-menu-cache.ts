import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/system/menus/cache/refresh: reloads the navigation menu cache. */
export function refreshMenuCache(): Promise<{ activeCount: number }> {
  return api.post<{ activeCount: number }>(apiPaths.system.menusCacheRefresh, undefined, { silent: true });
}
