import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailProvider, MailResult } from './mail-provider.js';

/**
 * Development and demo provider: writes the message to the server log so a developer reads what
 * would have gone out. Configuration refuses it in production, where a 'sent' must mean sent.
 */
export class ConsoleMailProvider implements MailProvider {
  readonly name = 'console';

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send({ to, subject, text }: MailMessage): Promise<MailResult> {
    this.log.info({ mail: { to, subject, text } }, `E-mail to ${to}: ${subject}`);
    return { provider: this.name, outcome: 'sent', code: 'logged' };
  }
}
