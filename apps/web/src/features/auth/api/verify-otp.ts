import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import type { UserResponse } from './types';

/** A failure rejects; the API client has already shown the server's message as a toast. */
export function verifyOtp(input: { reference: string; otp: string }): Promise<UserResponse> {
  return api.post<UserResponse>(apiPaths.auth.verifyOtp, input);
}
