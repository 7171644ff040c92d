import type { AssignAdminInput, AssignAdminResponse } from '@aidat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/system/sites/{siteId}/admins. Silent: the card shows the server's reason itself. */
export function assignAdmin(payload: AssignAdminInput): Promise<AssignAdminResponse> {
  return api.post<AssignAdminResponse>(apiPaths.system.siteAdmins(payload.siteId), payload, { silent: true });
}

export function useAssignAdmin() {
  return useMutation({ mutationFn: assignAdmin });
}
