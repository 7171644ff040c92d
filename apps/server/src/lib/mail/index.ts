import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { ConsoleMailProvider } from './console-mail-provider.js';
import { DisabledMailProvider } from './disabled-mail-provider.js';
import type { MailProvider } from './mail-provider.js';
import { SmtpMailProvider } from './smtp-mail-provider.js';

export type { MailMessage, MailOutcome, MailProvider, MailResult } from './mail-provider.js';
export { ConsoleMailProvider } from './console-mail-provider.js';
export { DisabledMailProvider } from './disabled-mail-provider.js';
export { SmtpMailProvider } from './smtp-mail-provider.js';

/**
 * The provider MAIL_PROVIDER names, with the settings config.ts checked. Made once per app
 * (plugins/mail.ts), so the warning that e-mail is off is one line per start.
 */
export function createMailProvider(
  config: Pick<AppConfig, 'mailProvider'> & Partial<Pick<AppConfig, 'mail'>>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): MailProvider {
  const settings = config.mail ?? { timeoutMs: 15_000 };
  switch (config.mailProvider) {
    case 'console':
      return new ConsoleMailProvider(log);
    case 'smtp':
      if (!settings.smtpUrl || !settings.from) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM');
      return new SmtpMailProvider(
        { smtpUrl: settings.smtpUrl, from: settings.from, timeoutMs: settings.timeoutMs },
        log,
      );
    case 'off':
      log.warn('E-mail is off: MAIL_PROVIDER is not set, so every e-mail is recorded as failed (code disabled)');
      return new DisabledMailProvider();
    default:
      throw new Error(`Unknown mail provider: ${String(config.mailProvider)}`);
  }
}
