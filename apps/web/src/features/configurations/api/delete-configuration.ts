import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { FRONTEND_CONFIG_KEY } from '../../../lib/query-keys';
import { configurationKeys } from './query-keys';

/** DELETE /api/system/configurations/{key}. Silent: the page shows SPEC §8's own toast. */
export function deleteConfiguration(key: string): Promise<null> {
  return api.delete<null>(apiPaths.system.configuration(key), { silent: true });
}

export function useDeleteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfiguration,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
      await queryClient.invalidateQueries({ queryKey: FRONTEND_CONFIG_KEY });
    },
  });
}
