import type { FrontendConfigEntry } from '@aidat/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { FRONTEND_CONFIG_KEY } from '../../../lib/query-keys';

/**
 * GET /api/auth/frontend-config as the server answers it, {key, value} pairs: asked at start by
 * the app shell, which waits on it under the splash (app/startup-splash.tsx). Read with its
 * defaults by the login only (use-frontend-config.ts): the defaults are limits.ts constants, and
 * a shell module importing limits.ts put every limit any screen uses into the shell, which every
 * page downloads (scripts/bundle-report.mjs).
 */
export const frontendConfigQuery = queryOptions({
  queryKey: FRONTEND_CONFIG_KEY,
  // SPEC §8: a failed load at start is ignored; the defaults apply.
  queryFn: ({ signal }) => api.get<FrontendConfigEntry[]>(apiPaths.auth.frontendConfig, { signal, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
