import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import type { UserResponse } from './types';

export function loginByPassword(input: { identifier: string; password: string }): Promise<UserResponse> {
  return api.post<UserResponse>(apiPaths.auth.loginByPassword, input);
}
