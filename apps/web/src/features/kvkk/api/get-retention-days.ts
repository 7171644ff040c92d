import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { DEFAULT_LOGIN_HISTORY_RETENTION_DAYS } from '../notice-texts';

interface ConfigEntry {
  key: string;
  value: string;
}

/** LoginHistoryRetentionDays from the public configuration, so the notice states what the job does. */
export function parseRetentionDays(entries: unknown): number {
  const raw = Array.isArray(entries)
    ? (entries as ConfigEntry[]).find((e) => e?.key === 'LoginHistoryRetentionDays')?.value
    : undefined;
  const days = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_LOGIN_HISTORY_RETENTION_DAYS;
}

export function useRetentionDays(): number {
  const { data } = useQuery({
    queryKey: ['frontend-config', 'login-history-retention'],
    // A failed read keeps the default: the notice must show either way.
    queryFn: async ({ signal }) =>
      parseRetentionDays(await api.get<ConfigEntry[]>(apiPaths.auth.frontendConfig, { signal, silent: true })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ?? DEFAULT_LOGIN_HISTORY_RETENTION_DAYS;
}
