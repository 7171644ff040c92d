import { createHmac } from 'node:crypto';
import { endpoint, parseJson, postJson, unreadable } from './sms-http.js';
import type { SmsSettings } from './sms-config.js';
import { type SmsProvider, type SmsReceipt, SmsSendError } from './sms-provider.js';
import { nationalNumber, toSmsText } from './sms-text.js';

export const ILETIMERKEZI_BASE_URL = 'https://api.iletimerkezi.com';
export const ILETIMERKEZI_SEND_PATH = '/v1/send-sms/json';

/** The hash İleti Merkezi expects beside the API key: HMAC-SHA256 of the key under the secret, hex. */
export function iletimerkeziHash(apiKey: string, apiSecret: string): string {
  return createHmac('sha256', apiSecret).update(apiKey).digest('hex');
}

type Authentication = { key: string; hash: string } | { username: string; password: string };

/**
 * İleti Merkezi's JSON send: `{request: {authentication, order: {sender, sendDateTime, iys,
 * iysList, message: {text, receipents: {number: [...]}}}}}` ("receipents" is the API's own
 * spelling). It answers `{response: {status: {code, message}, order: {id}}}` with the same code as
 * the HTTP status: 200 taken; 401 credentials or address, 402 balance, 450 sender, 451 same
 * order within 10 minutes, 452 recipients, 453 size, 454 empty text; 503 their outage.
 * A sign-in code is an informational message, exempt from İYS, so it is sent with `iys: '0'`
 * (İYS is not queried; the list is then ignored).
 */
export class IletiMerkeziSmsProvider implements SmsProvider {
  readonly name = 'iletimerkezi';
  private readonly url: string;
  private readonly authentication: Authentication;

  constructor(private readonly settings: SmsSettings) {
    this.url = endpoint(ILETIMERKEZI_BASE_URL, settings.apiUrl, ILETIMERKEZI_SEND_PATH);
    this.authentication =
      settings.apiKey && settings.apiSecret
        ? { key: settings.apiKey, hash: iletimerkeziHash(settings.apiKey, settings.apiSecret) }
        : { username: settings.username ?? '', password: settings.password ?? '' };
  }

  async send(phone: string, text: string): Promise<SmsReceipt> {
    const answer = await postJson(
      this.url,
      {
        request: {
          authentication: this.authentication,
          order: {
            sender: this.settings.sender,
            sendDateTime: [],
            iys: '0',
            iysList: 'BIREYSEL',
            message: { text: toSmsText(text), receipents: { number: [nationalNumber(phone)] } },
          },
        },
      },
      { timeoutMs: this.settings.timeoutMs },
    );
    const body = parseJson(answer.body) as
      | { response?: { status?: { code?: unknown; message?: unknown }; order?: { id?: unknown } } }
      | undefined;
    const status = body?.response?.status;
    if (typeof status?.code !== 'string' && typeof status?.code !== 'number') throw unreadable(this.name, answer);
    const code = String(status.code);
    if (code === '200' && answer.status === 200) {
      const id = body?.response?.order?.id;
      return { code, messageId: id == null ? undefined : String(id) };
    }
    const retryable = Number(code) >= 500 || answer.status >= 500;
    throw new SmsSendError(code, retryable, String(status.message ?? ''));
  }
}
