import type { LoginByPhoneRequest, LoginByPhoneResponse } from '@aidat/shared';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/**
 * Starts an OTP sign-in. SPEC §8: start and resend swallow their errors, so the caller gets
 * null instead of a rejection and no toast is shown.
 */
export async function loginByPhone(phone: string): Promise<LoginByPhoneResponse | null> {
  const body: LoginByPhoneRequest = { phone };
  try {
    return await api.post<LoginByPhoneResponse>(apiPaths.auth.loginByPhone, body, { silent: true });
  } catch {
    return null;
  }
}
