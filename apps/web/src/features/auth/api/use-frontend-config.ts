import { type FrontendConfigEntry, OTP_DEFAULT_LENGTH, OTP_DEFAULT_TTL_MINUTES } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { frontendConfigQuery } from './get-frontend-config';

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

/** The login's settings (the code's length and lifetime): the answer read at start, or the defaults without one. */
export function useFrontendConfig(): FrontendConfig {
  const { data } = useQuery({ ...frontendConfigQuery, select: parseFrontendConfig });
  return data ?? DEFAULT_FRONTEND_CONFIG;
}
