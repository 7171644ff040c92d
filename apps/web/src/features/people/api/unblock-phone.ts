import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { PeopleScope } from './query-keys';

export interface UnblockPhoneVars {
  scope: PeopleScope;
  userId: number;
}

/** POST /api/siteadmin/unblock-phone/{id} or /api/system/unblock-phone/{id}; silent (SPEC §8). */
export function unblockPhone({ scope, userId }: UnblockPhoneVars): Promise<null> {
  const path = scope === 'site' ? apiPaths.siteAdmin.unblockPhone(userId) : apiPaths.system.unblockPhone(userId);
  return api.post<null>(path, undefined, { silent: true });
}

/** Cache updates are the caller's: the blocked-phones table removes its row only after a fade. */
export function useUnblockPhone() {
  return useMutation({ mutationFn: unblockPhone });
}
