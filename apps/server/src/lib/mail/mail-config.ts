import { z } from 'zod';
import { senderAddress } from './mail-address.js';

export const MAIL_PROVIDERS = ['console', 'smtp'] as const;
/** 'off': production without MAIL_PROVIDER, where e-mail is optional. */
export type MailProviderName = (typeof MAIL_PROVIDERS)[number] | 'off';

/** What the SMTP provider needs; which fields are required is checked by mailSettingsProblems. */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  smtpUrl?: string;
  /** The From header: `noreply@example.com` or `Aidat <noreply@example.com>`. */
  from?: string;
  /** Longest wait for each step of a send (connecting, the greeting, each reply) and for the whole send. */
  timeoutMs: number;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The e-mail part of the environment, spread into config.ts's schema. */
export const MailEnvSchema = {
  // No default here: unset means the console outside production and no e-mail in production.
  // Empty counts as unset, as compose.yaml passes a variable missing from .env.
  MAIL_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MAIL_PROVIDERS).optional()).optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
};

type MailEnv = z.infer<z.ZodObject<typeof MailEnvSchema>>;

/** The provider the environment selects. */
export function mailProviderName(e: MailEnv, isProduction: boolean): MailProviderName {
  return e.MAIL_PROVIDER ?? (isProduction ? 'off' : 'console');
}

/** Lines for "Invalid environment:" naming each missing or malformed e-mail variable. */
export function mailSettingsProblems(e: MailEnv, isProduction: boolean): string[] {
  const problems: string[] = [];
  switch (e.MAIL_PROVIDER) {
    case undefined:
      return problems;
    case 'console':
      // The console only logs: in production its 'sent' would record a çağrı nobody received.
      if (isProduction)
        problems.push(
          '  MAIL_PROVIDER: console only logs e-mail; production uses smtp or leaves it unset (e-mail off)',
        );
      return problems;
    case 'smtp':
      break;
  }
  if (!e.SMTP_URL) problems.push('  SMTP_URL: smtp needs the mail server, e.g. smtp://user:pass@host:587');
  else if (!isSmtpUrl(e.SMTP_URL))
    // The value is not repeated: it may carry the mail account's password.
    problems.push('  SMTP_URL: must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@host:587');
  if (!e.MAIL_FROM) problems.push('  MAIL_FROM: smtp needs the sender, e.g. "Aidat <noreply@example.com>"');
  else if (!senderAddress(e.MAIL_FROM))
    problems.push('  MAIL_FROM: must be an address or "Name <address>", e.g. "Aidat <noreply@example.com>"');
  return problems;
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function mailSettings(e: MailEnv): MailSettings {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.MAIL_TIMEOUT_MS };
}
