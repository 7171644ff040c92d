import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import type { UserResponse } from './types';

/** Confirms the stored user against the session cookie; a 401 clears it in the API client. */
export function getMe(): Promise<UserResponse> {
  return api.get<UserResponse>(apiPaths.auth.me, { silent: true });
}
