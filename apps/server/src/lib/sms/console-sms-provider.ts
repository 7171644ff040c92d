import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.js';

/**
 * Development and demo provider: writes the message, code included, to the server log so a
 * developer can sign in without a phone. Configuration refuses it in production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(phone: string, text: string): Promise<void> {
    this.log.info({ sms: { to: phone, text } }, `SMS to ${phone}: ${text}`);
  }
}
