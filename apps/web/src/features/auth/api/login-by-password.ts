import type { AuthUserResponse, LoginByPasswordRequest } from '@aidat/shared';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

export function loginByPassword(input: LoginByPasswordRequest): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(apiPaths.auth.loginByPassword, input);
}
