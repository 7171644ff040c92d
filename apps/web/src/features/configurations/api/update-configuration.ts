import type { ConfigurationDto, UpdateConfigurationInput } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { FRONTEND_CONFIG_KEY } from '../../../lib/query-keys';
import { configurationKeys } from './query-keys';

export interface UpdateConfigurationArgs extends UpdateConfigurationInput {
  key: string;
}

/** PUT /api/system/configurations/{key}. Silent: the row shows SPEC §8's toast and the server's reason. */
export function updateConfiguration({ key, ...payload }: UpdateConfigurationArgs): Promise<ConfigurationDto> {
  return api.put<ConfigurationDto>(apiPaths.system.configuration(key), payload, { silent: true });
}

export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
      await queryClient.invalidateQueries({ queryKey: FRONTEND_CONFIG_KEY });
    },
  });
}
