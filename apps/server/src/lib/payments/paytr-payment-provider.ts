import { createHmac } from 'node:crypto';
import type { PaymentSettings } from './payment-config.js';
import { kurusOfLira, parseJsonObject, postToProvider, providerEndpoint, sameText, textField } from './payment-http.js';
import {
  type CheckoutStart,
  type KnownCheckout,
  PaymentCallbackError,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  type StartedCheckout,
} from './payment-provider.js';

export const PAYTR_BASE_URL = 'https://www.paytr.com';
export const PAYTR_TOKEN_PATH = '/odeme/api/get-token';
export const PAYTR_STATUS_PATH = '/odeme/durum-sorgu';
export const PAYTR_PAGE_PATH = '/odeme/guvenli/';

/** Kuruş as PayTR's basket writes a price: "1250.50". */
const liraText = (kurus: number) => `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;

const hmacBase64 = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64');

/** What is kept of a callback: its fields but the hash (PayTR posts no card data). */
const KEPT_FIELDS = [
  'merchant_oid',
  'status',
  'total_amount',
  'payment_amount',
  'payment_type',
  'currency',
  'installment_count',
  'test_mode',
  'failed_reason_code',
  'failed_reason_msg',
] as const;

/**
 * An amount of PayTR's status answer in kuruş: lira written with a decimal comma ('10,8') or point
 * ('9.76'), as its documentation shows both; null for anything else.
 */
export function paytrAmountKurus(value: unknown): number | null {
  if (typeof value === 'string' && /^\d+,\d+$/.test(value.trim())) return kurusOfLira(value.trim().replace(',', '.'));
  return kurusOfLira(value);
}

/** PayTR's callback hash: base64 HMAC-SHA256, keyed with merchant_key, of merchant_oid + merchant_salt + status + total_amount. */
export function paytrCallbackHash(
  key: string,
  salt: string,
  f: { oid: string; status: string; total: string },
): string {
  return hmacBase64(key, `${f.oid}${salt}${f.status}${f.total}`);
}

/**
 * PayTR's iFrame API: get-token with paytr_token (the hosted page is /odeme/guvenli/{token}),
 * PayTR posts merchant_oid, status, total_amount and hash to the Bildirim URL, which verifies the
 * hash and answers the plain text OK; the status query (durum-sorgu) asks about a checkout the
 * callback never settled.
 */
export class PaytrPaymentProvider implements PaymentProvider {
  readonly name = 'paytr' as const;
  readonly callbackAnswer = 'plainOk' as const;
  private readonly key: string;
  private readonly salt: string;
  private readonly merchantId: string;

  constructor(private readonly settings: PaymentSettings) {
    this.key = settings.apiKey ?? '';
    this.salt = settings.salt ?? '';
    this.merchantId = settings.merchantId ?? '';
  }

  async start(checkout: CheckoutStart): Promise<StartedCheckout> {
    const basket = Buffer.from(
      JSON.stringify(checkout.items.map((item) => [item.name, liraText(item.amountKurus), 1])),
    ).toString('base64');
    const f = {
      merchant_id: this.merchantId,
      user_ip: checkout.buyer.ip,
      merchant_oid: checkout.orderId,
      email: checkout.buyer.email ?? `noreply@${new URL(checkout.appBaseUrl).hostname}`,
      payment_amount: String(checkout.amountKurus),
      user_basket: basket,
      // One payment, no instalments: the resident pays exactly the debt (Law 5464 art. 17).
      no_installment: '1',
      max_installment: '0',
      currency: 'TL',
      test_mode: this.settings.testMode ? '1' : '0',
    };
    const hashText = `${f.merchant_id}${f.user_ip}${f.merchant_oid}${f.email}${f.payment_amount}${f.user_basket}${f.no_installment}${f.max_installment}${f.currency}${f.test_mode}`;
    const form = new URLSearchParams({
      ...f,
      paytr_token: hmacBase64(this.key, `${hashText}${this.salt}`),
      debug_on: '0',
      user_name: checkout.buyer.fullName,
      user_address: checkout.buyer.address,
      user_phone: checkout.buyer.phone ?? '',
      merchant_ok_url: checkout.returnUrl,
      merchant_fail_url: checkout.returnUrl,
      timeout_limit: String(checkout.expiresInMinutes),
      lang: 'tr',
    });
    const answer = await this.post(PAYTR_TOKEN_PATH, form);
    if (answer.status !== 'success' || typeof answer.token !== 'string')
      throw new PaymentProviderError('failed', String(answer.reason ?? ''));
    return {
      paymentUrl: providerEndpoint(PAYTR_BASE_URL, this.settings.apiUrl, `${PAYTR_PAGE_PATH}${answer.token}`),
      providerRef: answer.token,
    };
  }

  async readCallback(body: unknown): Promise<PaymentOutcome> {
    const oid = textField(body, 'merchant_oid');
    const status = textField(body, 'status');
    const total = textField(body, 'total_amount');
    const hash = textField(body, 'hash');
    if (
      oid === undefined ||
      !/^[A-Za-z0-9]{1,64}$/.test(oid) ||
      (status !== 'success' && status !== 'failed') ||
      total === undefined ||
      !/^\d{1,13}$/.test(total) ||
      hash === undefined
    )
      throw new PaymentCallbackError('malformed', 'paytr: merchant_oid, status, total_amount and hash expected');
    if (!sameText(hash, paytrCallbackHash(this.key, this.salt, { oid, status, total })))
      throw new PaymentCallbackError('signature', `paytr: wrong hash for ${oid}`);
    const b = body as Record<string, unknown>;
    return {
      orderId: oid,
      status,
      paidAmountKurus: Number(total),
      commissionKurus: null,
      cardMasked: null,
      raw: Object.fromEntries(KEPT_FIELDS.filter((k) => typeof b[k] === 'string').map((k) => [k, b[k]])),
    };
  }

  async query(checkout: KnownCheckout): Promise<PaymentOutcome | null> {
    const form = new URLSearchParams({
      merchant_id: this.merchantId,
      merchant_oid: checkout.orderId,
      paytr_token: hmacBase64(this.key, `${this.merchantId}${checkout.orderId}${this.salt}`),
    });
    const answer = await this.post(PAYTR_STATUS_PATH, form);
    const raw = Object.fromEntries(
      [
        'status',
        'payment_amount',
        'payment_total',
        'payment_date',
        'currency',
        'net_tutar',
        'kesinti_tutari',
        'masked_pan',
        'err_no',
        'err_msg',
      ]
        .filter((k) => k in answer)
        .map((k) => [k, answer[k]]),
    );
    // 'success' is the query's own result: PayTR answers it with the order's payment, 'error' (with
    // err_msg) for an order it has no payment of.
    if (answer.status !== 'success') return null;
    return {
      orderId: checkout.orderId,
      status: 'success',
      paidAmountKurus: paytrAmountKurus(answer.payment_total ?? answer.payment_amount),
      // What PayTR kept of the payment: the commission, the provider's own figure (PRODUCT.md §20).
      commissionKurus: paytrAmountKurus(answer.kesinti_tutari),
      cardMasked: typeof answer.masked_pan === 'string' && answer.masked_pan !== '' ? answer.masked_pan : null,
      raw,
    };
  }

  private async post(path: string, form: URLSearchParams): Promise<Record<string, unknown>> {
    const answer = await postToProvider(providerEndpoint(PAYTR_BASE_URL, this.settings.apiUrl, path), form.toString(), {
      timeoutMs: this.settings.timeoutMs,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    const json = parseJsonObject(answer.body);
    if (!json) throw new PaymentProviderError(`http_${answer.status}`, answer.body.slice(0, 200));
    return json;
  }
}
