/**
 * Sends e-mail (the genel kurul's çağrı and tutanak first). The console provider is the
 * development default; `smtp` goes through a mail server; with MAIL_PROVIDER unset in production
 * e-mail is off and every send answers 'failed' with the code 'disabled'.
 */
export interface MailProvider {
  readonly name: string;
  /**
   * Never rejects for a delivery failure: a bad address, a refused recipient, a server that does
   * not answer are each a 'failed' result with a code, so a caller sending to many owners records
   * each one's result and carries on.
   */
  send(message: MailMessage): Promise<MailResult>;
}

export interface MailMessage {
  /** One recipient: each owner's delivery is recorded on its own. */
  to: string;
  subject: string;
  /** The plain-text body every client can show. */
  text: string;
  /** An optional HTML alternative of the same content. */
  html?: string;
}

export type MailOutcome = 'sent' | 'failed';

/** One send, as a caller records it: which provider, how it ended, the server's code. */
export interface MailResult {
  provider: string;
  outcome: MailOutcome;
  /**
   * The SMTP reply code ('250', '550') when the server answered; otherwise why the message never
   * reached it: 'invalid_address', 'disabled', the system's code ('ECONNREFUSED', 'ENOTFOUND') or
   * the mail library's ('ETIMEDOUT', 'EAUTH', 'EABORT').
   */
  code: string;
  /** The Message-ID the message went out with, for tracing a complaint. */
  messageId?: string;
}
