import { z } from 'zod';

export const SMS_PROVIDERS = ['console', 'netgsm', 'iletimerkezi', 'verimor'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** What the HTTP clients need; which fields a provider requires is checked by smsSettingsProblems. */
export interface SmsSettings {
  username?: string;
  password?: string;
  apiKey?: string;
  apiSecret?: string;
  /** The approved sender name (başlık). */
  sender?: string;
  /** Replaces the provider's base URL (tests, egress proxies). */
  apiUrl?: string;
  /** Longest wait for the provider's answer. */
  timeoutMs: number;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The SMS part of the environment, spread into config.ts's schema. */
export const SmsEnvSchema = {
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('console'),
  SMS_USERNAME: optionalText,
  SMS_PASSWORD: optionalText,
  SMS_API_KEY: optionalText,
  SMS_API_SECRET: optionalText,
  SMS_SENDER: optionalText,
  SMS_API_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

type SmsEnv = z.infer<z.ZodObject<typeof SmsEnvSchema>>;

/**
 * The sender name as carriers accept it: 3–11 characters, ASCII only (a Turkish letter makes the
 * provider refuse the message, İleti Merkezi's 460 for instance).
 */
const SENDER_RULE = /^[\x20-\x7e]{3,11}$/;

/** Lines for "Invalid environment:" naming each missing or malformed SMS variable. */
export function smsSettingsProblems(e: SmsEnv, isProduction: boolean): string[] {
  const problems: string[] = [];
  const need = (key: keyof SmsEnv, why: string) => {
    if (!e[key]) problems.push(`  ${key}: ${why}`);
  };
  switch (e.SMS_PROVIDER) {
    case 'console':
      if (isProduction)
        problems.push('  SMS_PROVIDER: production needs a real SMS provider (netgsm, iletimerkezi, verimor)');
      return problems;
    case 'netgsm':
    case 'verimor':
      need('SMS_USERNAME', `${e.SMS_PROVIDER} needs the API user name`);
      need('SMS_PASSWORD', `${e.SMS_PROVIDER} needs the API password`);
      break;
    case 'iletimerkezi': {
      const keyPair = Boolean(e.SMS_API_KEY || e.SMS_API_SECRET);
      const loginPair = Boolean(e.SMS_USERNAME || e.SMS_PASSWORD);
      if (keyPair || !loginPair) {
        need('SMS_API_KEY', 'iletimerkezi needs the API key (or SMS_USERNAME and SMS_PASSWORD instead)');
        need('SMS_API_SECRET', 'iletimerkezi needs the API secret (or SMS_USERNAME and SMS_PASSWORD instead)');
      } else {
        need('SMS_USERNAME', 'iletimerkezi needs the account user name');
        need('SMS_PASSWORD', 'iletimerkezi needs the account password');
      }
      break;
    }
  }
  if (!e.SMS_SENDER) problems.push(`  SMS_SENDER: ${e.SMS_PROVIDER} needs the approved sender name`);
  else if (!SENDER_RULE.test(e.SMS_SENDER))
    problems.push('  SMS_SENDER: 3 to 11 ASCII characters, no Turkish letters (the approved sender name)');
  return problems;
}

export function smsSettings(e: SmsEnv): SmsSettings {
  return {
    username: e.SMS_USERNAME,
    password: e.SMS_PASSWORD,
    apiKey: e.SMS_API_KEY,
    apiSecret: e.SMS_API_SECRET,
    sender: e.SMS_SENDER,
    apiUrl: e.SMS_API_URL,
    timeoutMs: e.SMS_TIMEOUT_MS,
  };
}
