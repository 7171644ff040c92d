import type { AuthUserResponse, VerifyOtpRequest } from '@aidat/shared';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/** A failure rejects; the API client has already shown the server's message as a toast. */
export function verifyOtp(input: VerifyOtpRequest): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(apiPaths.auth.verifyOtp, input);
}
