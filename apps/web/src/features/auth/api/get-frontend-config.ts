import { type FrontendConfigEntry, OTP_DEFAULT_LENGTH, OTP_DEFAULT_TTL_MINUTES } from '@aidat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { FRONTEND_CONFIG_KEY } from '../../../lib/query-keys';

export interface FrontendConfig {
  otpCodeLength: number;
  otpTtlMinutes: number;
}

export const DEFAULT_FRONTEND_CONFIG: FrontendConfig = {
  otpCodeLength: OTP_DEFAULT_LENGTH,
  otpTtlMinutes: OTP_DEFAULT_TTL_MINUTES,
};

function readInt(entries: FrontendConfigEntry[], key: string, min: number, max: number, fallback: number): number {
  const raw = entries.find((e) => e.key === key)?.value;
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Turns the {key, value} list into typed settings; a missing or odd value keeps its default. */
export function parseFrontendConfig(entries: unknown): FrontendConfig {
  const list = Array.isArray(entries)
    ? entries.filter((e): e is FrontendConfigEntry => typeof e?.key === 'string' && e.value != null)
    : [];
  return {
    otpCodeLength: readInt(list, 'OtpCodeLength', 4, 8, DEFAULT_FRONTEND_CONFIG.otpCodeLength),
    otpTtlMinutes: readInt(list, 'OtpTtlMinutes', 1, 60, DEFAULT_FRONTEND_CONFIG.otpTtlMinutes),
  };
}

export const frontendConfigQuery = queryOptions({
  queryKey: FRONTEND_CONFIG_KEY,
  // SPEC §8: a failed load at start is ignored; the defaults apply.
  queryFn: async ({ signal }) =>
    parseFrontendConfig(await api.get<FrontendConfigEntry[]>(apiPaths.auth.frontendConfig, { signal, silent: true })),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useFrontendConfig(): FrontendConfig {
  const { data } = useQuery(frontendConfigQuery);
  return data ?? DEFAULT_FRONTEND_CONFIG;
}
