import { createHmac } from 'node:crypto';
import { PaymentCallbackError, type PaymentOutcome, type PaymentProvider } from './payment-provider.js';
import { sameText } from './payment-http.js';

/** The fake's callback body (PRODUCT.md §20): amounts in kuruş, integers. */
export interface FakeCallbackBody {
  orderId: string;
  status: 'success' | 'failed';
  paidAmount: number;
  commission: number;
  signature: string;
}

/** Lowercase hex HMAC-SHA256, keyed with PAYMENT_FAKE_SECRET, of `{orderId}|{status}|{paidAmount}|{commission}`. */
export function fakeSignature(secret: string, body: Omit<FakeCallbackBody, 'signature'>): string {
  return createHmac('sha256', secret)
    .update(`${body.orderId}|${body.status}|${body.paidAmount}|${body.commission}`)
    .digest('hex');
}

/** A callback body as the fake provider posts it, signed. */
export function signedFakeCallback(secret: string, body: Omit<FakeCallbackBody, 'signature'>): FakeCallbackBody {
  return { ...body, signature: fakeSignature(secret, body) };
}

const ORDER_ID = /^[A-Za-z0-9]{1,64}$/;
const KURUS_MAX = 1_000_000_000_000;

/**
 * The development stand-in (the default outside production, refused at a production start): its
 * hosted page is the app's own /fake-pay/{orderId} ('Öde' and 'Reddet'), which posts the signed
 * JSON callback to /api/payments/callback/fake. It takes no money and has nothing to ask later.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'fake' as const;
  readonly callbackAnswer = 'envelope' as const;

  constructor(private readonly secret: string) {}

  async start(checkout: { orderId: string; appBaseUrl: string }) {
    return { paymentUrl: `${checkout.appBaseUrl}/fake-pay/${checkout.orderId}`, providerRef: checkout.orderId };
  }

  async readCallback(body: unknown): Promise<PaymentOutcome> {
    const b = (body ?? {}) as Record<string, unknown>;
    const kurus = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= KURUS_MAX;
    if (
      typeof body !== 'object' ||
      Array.isArray(body) ||
      typeof b.orderId !== 'string' ||
      !ORDER_ID.test(b.orderId) ||
      (b.status !== 'success' && b.status !== 'failed') ||
      !kurus(b.paidAmount) ||
      !kurus(b.commission) ||
      typeof b.signature !== 'string'
    )
      throw new PaymentCallbackError(
        'malformed',
        'fake: orderId, status, paidAmount, commission and signature expected',
      );
    const fields = {
      orderId: b.orderId,
      status: b.status as 'success' | 'failed',
      paidAmount: b.paidAmount as number,
      commission: b.commission as number,
    };
    if (!sameText(b.signature, fakeSignature(this.secret, fields)))
      throw new PaymentCallbackError('signature', `fake: wrong signature for ${fields.orderId}`);
    return {
      orderId: fields.orderId,
      status: fields.status,
      paidAmountKurus: fields.paidAmount,
      commissionKurus: fields.commission,
      cardMasked: null,
      raw: fields,
    };
  }

  async query(): Promise<null> {
    return null;
  }
}
