import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type NodemailerError } from 'nodemailer';
import { isMailAddress } from './mail-address.js';
import type { MailSettings } from './mail-config.js';
import type { MailMessage, MailProvider, MailResult } from './mail-provider.js';

type SmtpSettings = Required<Pick<MailSettings, 'smtpUrl' | 'from'>> & Pick<MailSettings, 'timeoutMs'>;

/**
 * Sends through the mail server SMTP_URL names (`smtp://` with STARTTLS when offered, `smtps://`
 * for implicit TLS), one connection per message: a çağrı goes to a few hundred owners at most,
 * and no pooled connection outlives a send or needs closing with the app.
 */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: ReturnType<typeof smtpTransport>;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.transport = smtpTransport(settings);
  }

  async send({ to, subject, text, html }: MailMessage): Promise<MailResult> {
    // Refused before the server sees it: nodemailer would otherwise pass on whatever it could
    // parse out of the string (a list, a display name) as recipients.
    if (!isMailAddress(to)) return this.failed('invalid_address', to);
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to,
        subject,
        text,
        ...(html === undefined ? {} : { html }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      return { provider: this.name, outcome: 'sent', code: replyCode(info.response), messageId: info.messageId };
    } catch (err) {
      const failure = err as NodemailerError;
      // The server's reply code when it answered; else the most specific reason known (the
      // system's ECONNREFUSED rather than nodemailer's ESOCKET around it).
      if (failure.responseCode) return this.failed(String(failure.responseCode), to, { command: failure.command });
      // No reply to quote: the error says what broke on the way (refused, timed out, a TLS
      // certificate) and names the server, not the recipient.
      return this.failed(failure.originalCode ?? failure.code ?? 'error', to, { err });
    }
  }

  /**
   * The recipient's address is personal data and a server's reply often quotes it: the log keeps
   * the code, the SMTP command refused and the address's domain (a provider refusing a domain).
   */
  private failed(code: string, to: string, detail: { err?: unknown; command?: string } = {}): MailResult {
    const { err, command } = detail;
    this.log.warn({ err, mail: { code, command, toDomain: to.split('@').pop() } }, 'E-mail could not be sent');
    return { provider: this.name, outcome: 'failed', code };
  }
}

function smtpTransport(settings: SmtpSettings) {
  // Nodemailer's own waits (2 min to connect, 10 min of silence) would hold a request that long
  // on a dead or stalled server; each step gets MAIL_TIMEOUT_MS instead, and the whole send too.
  return nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
  });
}

/** '250' out of "250 2.0.0 Ok: queued as 4F2B"; 'ok' when the server's line has no code. */
function replyCode(response: string | undefined): string {
  return /^\d{3}/.exec(response ?? '')?.[0] ?? 'ok';
}
