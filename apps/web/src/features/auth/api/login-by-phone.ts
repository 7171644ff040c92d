import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

export interface LoginByPhoneResponse {
  reference: string;
  /** Only outside production (PRODUCT.md §1). */
  devOtp?: string | null;
}

/**
 * Starts an OTP sign-in. SPEC §8: start and resend swallow their errors, so the caller gets
 * null instead of a rejection and no toast is shown.
 */
export async function loginByPhone(phone: string): Promise<LoginByPhoneResponse | null> {
  try {
    return await api.post<LoginByPhoneResponse>(apiPaths.auth.loginByPhone, { phone }, { silent: true });
  } catch {
    return null;
  }
}
