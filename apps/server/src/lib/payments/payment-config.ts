import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@aidat/shared';
import { z } from 'zod';

/** 'off': production without PAYMENT_PROVIDER, where no site can turn card payment on. */
export type PaymentProviderSetting = PaymentProviderName | 'off';

/** What the providers need; which fields a provider requires is checked by paymentSettingsProblems. */
export interface PaymentSettings {
  provider: PaymentProviderSetting;
  /** iyzico's API key; PayTR's merchant_key. */
  apiKey?: string;
  /** iyzico's secret key. */
  secretKey?: string;
  /** PayTR's merchant_id. */
  merchantId?: string;
  /** PayTR's merchant_salt. */
  salt?: string;
  /** Replaces the provider's base URL (tests, egress proxies, iyzico's sandbox). */
  apiUrl?: string;
  /** The fake provider's signing key. */
  fakeSecret: string;
  /** PayTR's test_mode: payments with the test cards of a live account. */
  testMode: boolean;
  /** Longest wait for the provider's answer. */
  timeoutMs: number;
  /** The app's public address for callback and return URLs; unset: the request's origin. */
  publicBaseUrl?: string;
}

export const DEFAULT_FAKE_SECRET = 'aidat-fake-secret';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Empty counts as unset, as compose.yaml passes a variable missing from .env. */
const blank = (v: unknown) => (v === '' ? undefined : v);

const httpUrl = z.preprocess(
  blank,
  z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .optional(),
);

/** The card payment part of the environment, spread into config.ts's schema. */
export const PaymentEnvSchema = {
  // No default here: unset means the fake outside production and no card payment in production.
  PAYMENT_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_PROVIDERS).optional()).optional(),
  PAYMENT_API_KEY: optionalText,
  PAYMENT_SECRET_KEY: optionalText,
  PAYMENT_MERCHANT_ID: optionalText,
  PAYMENT_SALT: optionalText,
  PAYMENT_API_URL: httpUrl,
  PAYMENT_FAKE_SECRET: optionalText,
  PAYMENT_TEST_MODE: z.preprocess(blank, z.enum(['true', 'false']).default('false')),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PUBLIC_BASE_URL: httpUrl,
};

type PaymentEnv = z.infer<z.ZodObject<typeof PaymentEnvSchema>>;

/** The provider the environment selects. */
export function paymentProviderName(e: PaymentEnv, isProduction: boolean): PaymentProviderSetting {
  return e.PAYMENT_PROVIDER ?? (isProduction ? 'off' : 'fake');
}

/** Lines for "Invalid environment:" naming each missing or refused card payment variable. */
export function paymentSettingsProblems(e: PaymentEnv, isProduction: boolean): string[] {
  const problems: string[] = [];
  const need = (key: keyof PaymentEnv, why: string) => {
    if (!e[key]) problems.push(`  ${key}: ${why}`);
  };
  switch (e.PAYMENT_PROVIDER) {
    case undefined:
      break;
    case 'fake':
      // The fake takes no money: in production its 'paid' would post payments nobody made.
      if (isProduction)
        problems.push('  PAYMENT_PROVIDER: fake takes no money; production uses iyzico or paytr (or leaves it unset)');
      break;
    case 'iyzico':
      need('PAYMENT_API_KEY', 'iyzico needs the API key');
      need('PAYMENT_SECRET_KEY', 'iyzico needs the secret key');
      break;
    case 'paytr':
      need('PAYMENT_MERCHANT_ID', 'paytr needs the merchant id');
      need('PAYMENT_API_KEY', 'paytr needs the merchant key');
      need('PAYMENT_SALT', 'paytr needs the merchant salt');
      break;
  }
  if (isProduction && e.PAYMENT_PROVIDER !== undefined && !e.PUBLIC_BASE_URL)
    problems.push(
      '  PUBLIC_BASE_URL: card payment needs the public address of the app for the callback of the provider',
    );
  return problems;
}

export function paymentSettings(e: PaymentEnv, isProduction: boolean): PaymentSettings {
  return {
    provider: paymentProviderName(e, isProduction),
    apiKey: e.PAYMENT_API_KEY,
    secretKey: e.PAYMENT_SECRET_KEY,
    merchantId: e.PAYMENT_MERCHANT_ID,
    salt: e.PAYMENT_SALT,
    apiUrl: e.PAYMENT_API_URL,
    fakeSecret: e.PAYMENT_FAKE_SECRET ?? DEFAULT_FAKE_SECRET,
    testMode: e.PAYMENT_TEST_MODE === 'true',
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
  };
}
