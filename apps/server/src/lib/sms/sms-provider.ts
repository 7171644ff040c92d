/**
 * Sends text messages (one-time sign-in codes). The console provider is the default; a real
 * provider (an SMS gateway) plugs in behind this interface and is chosen by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly name: string;
  /** phone is E.164 (+905551234567). Rejects when the message could not be handed over. */
  send(phone: string, text: string): Promise<void>;
}
