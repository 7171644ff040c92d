import { endpoint, postJson, unreadable } from './sms-http.js';
import type { SmsSettings } from './sms-config.js';
import { type SmsProvider, type SmsReceipt, SmsSendError } from './sms-provider.js';
import { internationalDigits, toSmsText } from './sms-text.js';

export const VERIMOR_BASE_URL = 'https://sms.verimor.com.tr';
export const VERIMOR_SEND_PATH = '/v2/send.json';

/**
 * Verimor's JSON send: `{username, password, source_addr, datacoding, messages: [{msg, dest}]}`
 * with the number as 905XXXXXXXXX. It answers in plain text: 200 and the campaign id, or 400
 * and a reason (INVALID_SOURCE_ADDRESS, INSUFFICIENT_CREDITS, INVALID_DESTINATION_ADDRESS, ...),
 * all ours to fix; 401 when this server's address is not on the account's list, 429 past
 * 240 requests a minute, 5xx their trouble.
 */
export class VerimorSmsProvider implements SmsProvider {
  readonly name = 'verimor';
  private readonly url: string;

  constructor(private readonly settings: SmsSettings) {
    this.url = endpoint(VERIMOR_BASE_URL, settings.apiUrl, VERIMOR_SEND_PATH);
  }

  async send(phone: string, text: string): Promise<SmsReceipt> {
    const answer = await postJson(
      this.url,
      {
        username: this.settings.username,
        password: this.settings.password,
        source_addr: this.settings.sender,
        // GSM 7-bit: the text is ASCII already, and a stated coding keeps Verimor from guessing.
        datacoding: '0',
        messages: [{ msg: toSmsText(text), dest: internationalDigits(phone) }],
      },
      { timeoutMs: this.settings.timeoutMs },
    );
    const reply = answer.body.trim();
    if (answer.status === 200 && /^\d+$/.test(reply)) return { code: '200', messageId: reply };
    if (answer.status === 400 && /^[A-Z][A-Z0-9_]*$/.test(reply)) throw new SmsSendError(reply, false);
    throw unreadable(this.name, answer);
  }
}
