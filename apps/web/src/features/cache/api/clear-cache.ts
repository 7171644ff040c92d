import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/system/cache/clear. Silent: the page shows SPEC §8's own toast. */
export function clearCache(): Promise<null> {
  return api.post<null>(apiPaths.system.cacheClear, undefined, { silent: true });
}
