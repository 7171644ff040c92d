import type { LoginByPhoneRequest, LoginByPhoneResponse } from '@aidat/shared';
import { apiPaths } from '../../../config/paths-common';
import { ApiError, api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';

export type CodeRequestAnswer =
  | { kind: 'sent'; answer: LoginByPhoneResponse }
  /** Asked again too soon: the server's message says how long to wait; the earlier code still works. */
  | { kind: 'tooSoon' }
  | { kind: 'failed' };

/**
 * Starts an OTP sign-in. SPEC §8: start and resend swallow their errors without a toast, except
 * a refusal for asking too soon (429), whose wait the user must see or the dialog seems broken.
 */
export async function loginByPhone(phone: string): Promise<CodeRequestAnswer> {
  const body: LoginByPhoneRequest = { phone };
  try {
    return {
      kind: 'sent',
      answer: await api.post<LoginByPhoneResponse>(apiPaths.auth.loginByPhone, body, { silent: true }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'RateLimited') {
      showToast('warning', error.message);
      return { kind: 'tooSoon' };
    }
    return { kind: 'failed' };
  }
}
