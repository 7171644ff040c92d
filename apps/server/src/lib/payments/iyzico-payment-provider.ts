import { createHmac, randomInt } from 'node:crypto';
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

export const IYZICO_BASE_URL = 'https://api.iyzipay.com';
export const IYZICO_INITIALIZE_PATH = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
export const IYZICO_RETRIEVE_PATH = '/payment/iyzipos/checkoutform/auth/ecom/detail';

/** Aidat keeps no TC kimlik number (KVKK); iyzico asks for the field and documents this placeholder. */
const IDENTITY_PLACEHOLDER = '11111111111';
const TOKEN = /^[A-Za-z0-9-]{1,200}$/;
/** What is kept of a retrieve answer: no card digits beyond the last four, no card tokens. */
const KEPT_FIELDS = [
  'status',
  'paymentStatus',
  'paymentId',
  'conversationId',
  'basketId',
  'token',
  'price',
  'paidPrice',
  'currency',
  'installment',
  'iyziCommissionRateAmount',
  'iyziCommissionFee',
  'fraudStatus',
  'cardAssociation',
  'cardFamily',
  'cardType',
  'errorCode',
  'errorMessage',
] as const;

/** An iyzico price: lira with a dot, trailing zeros dropped but one decimal kept ("150.5", "150.0"). */
export function iyzicoPrice(kurus: number): string {
  const lira = Math.trunc(kurus / 100);
  const cents = kurus % 100;
  if (cents === 0) return `${lira}.0`;
  return `${lira}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The IYZWSv2 Authorization header: base64 of `apiKey:{key}&randomKey:{rnd}&signature:{hex}`,
 * the signature being HMAC-SHA256 with the secret key of the random key, the URI path and the body.
 */
export function iyzicoAuthorization(
  apiKey: string,
  secretKey: string,
  randomKey: string,
  path: string,
  body: string,
): string {
  const signature = createHmac('sha256', secretKey).update(`${randomKey}${path}${body}`).digest('hex');
  return `IYZWSv2 ${Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`).toString('base64')}`;
}

/** The signature iyzico puts on a Checkout Form retrieve answer: hex HMAC-SHA256 of its fields joined by ':'. */
export function iyzicoRetrieveSignature(secretKey: string, answer: Record<string, unknown>): string {
  const fields = [
    'paymentStatus',
    'paymentId',
    'currency',
    'basketId',
    'conversationId',
    'paidPrice',
    'price',
    'token',
  ];
  return createHmac('sha256', secretKey)
    .update(fields.map((f) => String(answer[f] ?? '')).join(':'))
    .digest('hex');
}

/**
 * iyzico's Checkout Form: initialize with the callback URL (answers a token and the hosted page),
 * iyzico posts the token to the callback, and the result is retrieved with it; only
 * `paymentStatus: SUCCESS` is a payment. Every request is signed IYZWSv2.
 */
export class IyzicoPaymentProvider implements PaymentProvider {
  readonly name = 'iyzico' as const;
  readonly callbackAnswer = 'redirect' as const;

  constructor(private readonly settings: PaymentSettings) {}

  async start(checkout: CheckoutStart): Promise<StartedCheckout> {
    const { buyer } = checkout;
    const words = buyer.fullName.trim().split(/\s+/);
    const surname = words.length > 1 ? words.pop()! : words[0];
    const city = buyer.address.split(/[,/]/).at(-1)?.trim() || 'Turkey';
    const address = { contactName: buyer.fullName, city, country: 'Turkey', address: buyer.address };
    const answer = await this.call(IYZICO_INITIALIZE_PATH, {
      locale: 'tr',
      conversationId: checkout.orderId,
      price: iyzicoPrice(checkout.amountKurus),
      paidPrice: iyzicoPrice(checkout.amountKurus),
      currency: 'TRY',
      basketId: checkout.orderId,
      paymentGroup: 'PRODUCT',
      callbackUrl: checkout.callbackUrl,
      // One payment, no instalments: the resident pays exactly the debt (Law 5464 art. 17).
      enabledInstallments: [1],
      buyer: {
        id: String(buyer.id),
        name: words.join(' '),
        surname,
        ...(buyer.phone ? { gsmNumber: buyer.phone } : {}),
        email: buyer.email ?? `noreply@${new URL(checkout.appBaseUrl).hostname}`,
        identityNumber: IDENTITY_PLACEHOLDER,
        registrationAddress: buyer.address,
        ip: buyer.ip,
        city,
        country: 'Turkey',
      },
      billingAddress: address,
      basketItems: checkout.items.map((item) => ({
        id: item.id,
        name: item.name,
        category1: 'Aidat',
        itemType: 'VIRTUAL',
        price: iyzicoPrice(item.amountKurus),
      })),
    });
    const token = answer.token;
    const page = answer.paymentPageUrl;
    if (answer.status !== 'success' || typeof token !== 'string' || typeof page !== 'string')
      throw new PaymentProviderError(String(answer.errorCode ?? 'failure'), String(answer.errorMessage ?? ''));
    return { paymentUrl: page, providerRef: token };
  }

  async readCallback(
    body: unknown,
    byReference: (reference: string) => Promise<KnownCheckout | undefined>,
  ): Promise<PaymentOutcome> {
    const token = textField(body, 'token');
    if (token === undefined || !TOKEN.test(token)) throw new PaymentCallbackError('malformed', 'iyzico: no token');
    const checkout = await byReference(token);
    if (!checkout) throw new PaymentCallbackError('signature', 'iyzico: a token of no checkout');
    const outcome = await this.retrieve(checkout, token);
    if (!outcome) throw new PaymentCallbackError('signature', 'iyzico: the token was not confirmed');
    return outcome;
  }

  async query(checkout: KnownCheckout): Promise<PaymentOutcome | null> {
    if (!checkout.providerRef) return null;
    return this.retrieve(checkout, checkout.providerRef);
  }

  /** The result of a token; null when iyzico does not know it. A signed answer whose signature is wrong is refused. */
  private async retrieve(checkout: KnownCheckout, token: string): Promise<PaymentOutcome | null> {
    const answer = await this.call(IYZICO_RETRIEVE_PATH, { locale: 'tr', conversationId: checkout.orderId, token });
    if (answer.status !== 'success') return null;
    if (
      typeof answer.signature === 'string' &&
      !sameText(answer.signature, iyzicoRetrieveSignature(this.settings.secretKey ?? '', answer))
    )
      throw new PaymentCallbackError('signature', 'iyzico: the retrieve answer is not signed by the secret key');
    const order = answer.basketId ?? answer.conversationId;
    if (order !== checkout.orderId)
      throw new PaymentCallbackError('signature', `iyzico: the token belongs to ${String(order)}`);
    const fees = [answer.iyziCommissionRateAmount, answer.iyziCommissionFee].map(kurusOfLira);
    const raw = Object.fromEntries(KEPT_FIELDS.filter((f) => f in answer).map((f) => [f, answer[f]]));
    const last4 = typeof answer.lastFourDigits === 'string' && /^\d{4}$/.test(answer.lastFourDigits);
    return {
      orderId: checkout.orderId,
      status: answer.paymentStatus === 'SUCCESS' ? 'success' : 'failed',
      paidAmountKurus: kurusOfLira(answer.paidPrice),
      commissionKurus: fees.every((f) => f === null) ? null : fees.reduce<number>((sum, f) => sum + (f ?? 0), 0),
      cardMasked: last4 ? `**** ${answer.lastFourDigits}` : null,
      raw,
    };
  }

  /** One signed JSON request; iyzico answers JSON with `status: 'success'|'failure'`. */
  private async call(path: string, payload: object): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    const randomKey = `${Date.now()}${randomInt(100_000_000, 999_999_999)}`;
    const answer = await postToProvider(providerEndpoint(IYZICO_BASE_URL, this.settings.apiUrl, path), body, {
      timeoutMs: this.settings.timeoutMs,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: iyzicoAuthorization(
          this.settings.apiKey ?? '',
          this.settings.secretKey ?? '',
          randomKey,
          path,
          body,
        ),
        'x-iyzi-rnd': randomKey,
      },
    });
    const json = parseJsonObject(answer.body);
    if (!json) throw new PaymentProviderError(`http_${answer.status}`, answer.body.slice(0, 200));
    return json;
  }
}
