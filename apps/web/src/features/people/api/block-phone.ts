import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/system/block-phone/{id}: a refusal (own account, already blocked) toasts the server's text. */
export function blockPhone(userId: number): Promise<null> {
  return api.post<null>(apiPaths.system.blockPhone(userId), undefined);
}

export function useBlockPhone() {
  return useMutation({ mutationFn: blockPhone });
}
