import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './base/server-root.js';
import {
  MailEnvSchema,
  type MailProviderName,
  type MailSettings,
  mailProviderName,
  mailSettings,
  mailSettingsProblems,
} from './lib/mail/mail-config.js';
import {
  PaymentEnvSchema,
  type PaymentSettings,
  paymentSettings,
  paymentSettingsProblems,
} from './lib/payments/payment-config.js';
import {
  type SmsProviderName,
  type SmsSettings,
  SmsEnvSchema,
  smsSettings,
  smsSettingsProblems,
} from './lib/sms/sms-config.js';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

/** Environment, read once and checked: a bad value stops the start with a clear message. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  // Unset: demo data in development, none in production (loadConfig).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  ...SmsEnvSchema,
  ...MailEnvSchema,
  ...PaymentEnvSchema,
  TRUST_PROXY: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  PUBLIC_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ACCRUAL: z.enum(['true', 'false']).default('true'),
  // PostgreSQL only; 0 switches the statement timeout off.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  // A guessable token would open the metrics to anyone.
  METRICS_TOKEN: z.string().min(16).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  seedDemo: boolean;
  smsProvider: SmsProviderName;
  /** Credentials, sender and endpoint of the SMS provider (lib/sms/sms-config.ts). */
  sms: SmsSettings;
  /** Where e-mail goes; 'off' in production without MAIL_PROVIDER (lib/mail/mail-config.ts). */
  mailProvider: MailProviderName;
  /** The SMTP server, sender and timeout. */
  mail: MailSettings;
  /** Card payment: the provider and its credentials, 'off' in production without PAYMENT_PROVIDER (lib/payments/payment-config.ts). */
  payment: PaymentSettings;
  /** Which peers may set the client address through X-Forwarded-For (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  sessionTtlHours: number;
  /** Extra origin accepted for state-changing calls besides the request's own host. */
  publicOrigin?: string;
  logLevel: string;
  webDist: string;
  /** Run the monthly dues accrual scheduler (tests switch it off and call it directly). */
  accrual: boolean;
  /**
   * Longest a request's SQL statement may run on PostgreSQL before it is cancelled and the
   * request answers 503 (0: no limit). Background jobs use a pool without it.
   */
  dbStatementTimeoutMs: number;
  /** Longest wait for a new PostgreSQL connection before the request answers 503. */
  dbConnectTimeoutMs: number;
  /**
   * Bearer token GET /metrics requires when set. Unset: open in development and tests, off (404)
   * in production.
   */
  metricsToken?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const problems = [
    ...smsSettingsProblems(e, isProduction),
    ...mailSettingsProblems(e, isProduction),
    ...paymentSettingsProblems(e, isProduction),
    ...('error' in trustProxy ? [`  TRUST_PROXY: ${trustProxy.error}`] : []),
  ];
  if (problems.length > 0 || 'error' in trustProxy) {
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // A production database never gets demo users unless asked for explicitly.
    seedDemo: e.SEED_DEMO === undefined ? !isProduction : e.SEED_DEMO === 'true',
    smsProvider: e.SMS_PROVIDER,
    sms: smsSettings(e),
    mailProvider: mailProviderName(e, isProduction),
    mail: mailSettings(e),
    payment: paymentSettings(e, isProduction),
    trustProxy: trustProxy.value,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    accrual: e.ACCRUAL === 'true',
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
  };
}
