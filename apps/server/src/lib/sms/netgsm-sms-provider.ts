import { endpoint, parseJson, postJson, unreadable } from './sms-http.js';
import type { SmsSettings } from './sms-config.js';
import { type SmsProvider, type SmsReceipt, SmsSendError } from './sms-provider.js';
import { nationalNumber, toSmsText } from './sms-text.js';

export const NETGSM_BASE_URL = 'https://api.netgsm.com.tr';
export const NETGSM_OTP_PATH = '/sms/rest/v2/otp';

/** Netgsm's own failures; every other code (credentials, sender, number, credit, text) is ours to fix. */
const RETRYABLE_CODES = new Set(['100', '101']);

/**
 * Netgsm's OTP route (REST v2): HTTP Basic with the API user, JSON `{msgheader, msg, no}`; it
 * answers 200 `{code: '00', jobid}` or 406 `{code, description}` (20 text, 30 credentials or
 * address not allowed, 40/41 sender, 50–52 number, 60 no OTP package, 70 parameters, 100/101
 * their system). The route needs Netgsm's OTP package and takes ASCII text only.
 */
export class NetgsmSmsProvider implements SmsProvider {
  readonly name = 'netgsm';
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly settings: SmsSettings) {
    this.url = endpoint(NETGSM_BASE_URL, settings.apiUrl, NETGSM_OTP_PATH);
    const credentials = `${settings.username ?? ''}:${settings.password ?? ''}`;
    this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }

  async send(phone: string, text: string): Promise<SmsReceipt> {
    const answer = await postJson(
      this.url,
      { msgheader: this.settings.sender, msg: toSmsText(text), no: nationalNumber(phone) },
      { timeoutMs: this.settings.timeoutMs, headers: { authorization: this.authorization } },
    );
    const body = parseJson(answer.body) as { code?: unknown; jobid?: unknown; description?: unknown } | undefined;
    if (typeof body?.code !== 'string' && typeof body?.code !== 'number') throw unreadable(this.name, answer);
    const code = String(body.code);
    if (code === '00' && answer.status === 200) {
      return { code, messageId: body.jobid == null ? undefined : String(body.jobid) };
    }
    throw new SmsSendError(code, RETRYABLE_CODES.has(code), String(body.description ?? ''));
  }
}
