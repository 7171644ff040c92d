import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';

/** Ends the server session. The local sign-out happens whatever the answer, so errors are quiet. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>(apiPaths.auth.logout, undefined, { silent: true });
  } catch {
    // Already signed out server-side, or offline: the local state is cleared by the caller anyway.
  }
}
