import type { AuthUserResponse } from '@aidat/shared';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/** Confirms the stored user against the session cookie; a 401 clears it in the API client. */
export function getMe(): Promise<AuthUserResponse> {
  return api.get<AuthUserResponse>(apiPaths.auth.me, { silent: true });
}
