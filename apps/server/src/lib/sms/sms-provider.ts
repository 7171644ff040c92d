/**
 * Sends text messages (one-time sign-in codes). The console provider is the development default;
 * the SMS gateways (Netgsm, İleti Merkezi, Verimor) are chosen by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly name: string;
  /**
   * phone is E.164 (+905551234567). Resolves once the provider accepted the message; rejects
   * (with an SmsSendError when the provider said why) when it could not be handed over.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a provider with nothing to report (the console) resolves empty.
  send(phone: string, text: string): Promise<SmsReceipt | void>;
}

/** The provider's word that it took the message. */
export interface SmsReceipt {
  /** The provider's success code ('00', '200'). */
  code: string;
  /** The provider's id for the message or order, for tracing a complaint. */
  messageId?: string;
}

/**
 * A send the provider refused or that never reached it. `retryable`: the same message may go
 * through later (timeouts, the provider's own failures, rate limits); otherwise only a change on
 * our side helps (credentials, sender name, credit, the number).
 */
export class SmsSendError extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    detail?: string,
  ) {
    super(detail ? `SMS provider answered ${code}: ${detail}` : `SMS provider answered ${code}`);
    this.name = 'SmsSendError';
  }
}
