import type { MailProvider, MailResult } from './mail-provider.js';

/**
 * Production without MAIL_PROVIDER: e-mail is optional (SMS carries the notices), so the server
 * starts and every send is recorded as failed with the code 'disabled' rather than lost silently.
 */
export class DisabledMailProvider implements MailProvider {
  readonly name = 'disabled';

  async send(): Promise<MailResult> {
    return { provider: this.name, outcome: 'failed', code: 'disabled' };
  }
}
