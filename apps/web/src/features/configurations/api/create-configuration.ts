import type { ConfigurationDto, CreateConfigurationInput } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { FRONTEND_CONFIG_KEY } from '../../../lib/query-keys';
import { configurationKeys } from './query-keys';

/** POST /api/system/configurations. Silent: the dialog shows SPEC §8's toast and the server's reason. */
export function createConfiguration(payload: CreateConfigurationInput): Promise<ConfigurationDto> {
  return api.post<ConfigurationDto>(apiPaths.system.configurations, payload, { silent: true });
}

export function useCreateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConfiguration,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
      await queryClient.invalidateQueries({ queryKey: FRONTEND_CONFIG_KEY });
    },
  });
}
