import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IyzicoStandIn, startIyzicoStandIn } from '../../../test/payment-stand-ins.js';
import { DEFAULT_FAKE_SECRET, type PaymentSettings } from './payment-config.js';
import { IyzicoPaymentProvider, iyzicoPrice } from './iyzico-payment-provider.js';
import { type CheckoutStart, type PaymentCallbackError, PaymentProviderError } from './payment-provider.js';

let iyzico: IyzicoStandIn;
const keys = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };

beforeAll(async () => {
  iyzico = await startIyzicoStandIn(keys);
});
afterAll(() => iyzico.close());

const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  provider: 'iyzico',
  ...keys,
  apiUrl: iyzico.url,
  fakeSecret: DEFAULT_FAKE_SECRET,
  testMode: false,
  timeoutMs: 2000,
  ...over,
});

const checkout = (orderId: string): CheckoutStart => ({
  orderId,
  amountKurus: 175_050,
  items: [
    { id: 'aidat', name: 'Aidat', amountKurus: 150_000 },
    { id: 'ekbutce-7', name: 'Çatı Onarımı', amountKurus: 25_050 },
  ],
  buyer: {
    id: 12,
    fullName: 'Mehmet Ali Demir',
    email: 'mehmet@aidat.local',
    phone: '+905550000003',
    ip: '203.0.113.9',
    address: 'Güneş Sok. 1, Kadıköy/İstanbul',
  },
  appBaseUrl: 'https://aidat.example.com',
  callbackUrl: 'https://aidat.example.com/api/payments/callback/iyzico',
  returnUrl: 'https://aidat.example.com/card-payments/1',
  expiresInMinutes: 30,
});

const byOrder = (orderId: string) => async (token: string) =>
  iyzico.forms.has(token) ? { orderId, providerRef: token } : undefined;

describe('iyzico Checkout Form client', () => {
  it('writes prices as iyzico does', () => {
    expect([iyzicoPrice(15_000), iyzicoPrice(15_050), iyzicoPrice(15_055), iyzicoPrice(5)]).toEqual([
      '150.0',
      '150.5',
      '150.55',
      '0.05',
    ]);
  });

  it('initializes a signed Checkout Form with the callback URL and basket, and answers the hosted page and token', async () => {
    const started = await new IyzicoPaymentProvider(settings()).start(checkout('CK1A'));
    const req = iyzico.received.at(-1)!;
    expect([req.method, req.url]).toEqual(['POST', '/payment/iyzipos/checkoutform/initialize/auth/ecom']);
    expect(req.headers.authorization).toMatch(/^IYZWSv2 /);
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({
      locale: 'tr',
      conversationId: 'CK1A',
      basketId: 'CK1A',
      price: '1750.5',
      paidPrice: '1750.5',
      currency: 'TRY',
      callbackUrl: 'https://aidat.example.com/api/payments/callback/iyzico',
      enabledInstallments: [1],
      buyer: { id: '12', name: 'Mehmet Ali', surname: 'Demir', gsmNumber: '+905550000003', ip: '203.0.113.9' },
    });
    expect(body.basketItems.map((i: { price: string }) => i.price)).toEqual(['1500.0', '250.5']);
    expect(iyzico.forms.get(started.providerRef)?.basketId).toBe('CK1A');
    expect(started.paymentUrl).toContain(started.providerRef);
  });

  it('reads a callback token by retrieving it: SUCCESS is paid with the commission and the last four digits only', async () => {
    const provider = new IyzicoPaymentProvider(settings());
    const { providerRef } = await provider.start(checkout('CK2B'));
    iyzico.settle(providerRef, { paymentStatus: 'SUCCESS' });
    const outcome = await provider.readCallback({ token: providerRef }, byOrder('CK2B'));
    expect(outcome).toMatchObject({
      orderId: 'CK2B',
      status: 'success',
      paidAmountKurus: 175_050,
      commissionKurus: 277,
      cardMasked: '**** 0008',
    });
    expect(JSON.stringify(outcome.raw)).not.toContain('552879');
    const retrieve = iyzico.received.at(-1)!;
    expect(retrieve.url).toBe('/payment/iyzipos/checkoutform/auth/ecom/detail');
    expect(JSON.parse(retrieve.body)).toEqual({ locale: 'tr', conversationId: 'CK2B', token: providerRef });
  });

  it('reads anything but SUCCESS as failed', async () => {
    const provider = new IyzicoPaymentProvider(settings());
    const { providerRef } = await provider.start(checkout('CK3C'));
    iyzico.settle(providerRef, { paymentStatus: 'FAILURE' });
    expect((await provider.readCallback({ token: providerRef }, byOrder('CK3C'))).status).toBe('failed');
  });

  it('refuses a missing token as malformed and a token of no checkout, or one iyzico does not know, as unverified', async () => {
    const provider = new IyzicoPaymentProvider(settings());
    const refused = async (body: unknown, find = byOrder('X')) =>
      provider.readCallback(body, find).then(
        () => null,
        (e: PaymentCallbackError) => e.reason,
      );
    expect(await refused({})).toBe('malformed');
    expect(await refused('token=abc')).toBe('malformed');
    expect(await refused({ token: 'not-ours' })).toBe('signature');
    expect(
      await refused({ token: 'unknown-token' }, async () => ({ orderId: 'X', providerRef: 'unknown-token' })),
    ).toBe('signature');
  });

  it('is refused by iyzico with a wrong secret key, and says so', async () => {
    const err = await new IyzicoPaymentProvider(settings({ secretKey: 'wrong' }))
      .start(checkout('CK4D'))
      .catch((e) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err.code).toBe('1000');
  });

  it('an outage is a provider error, not a verdict', async () => {
    iyzico.breakWith({ status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' });
    try {
      const err = await new IyzicoPaymentProvider(settings()).start(checkout('CK5E')).catch((e) => e);
      expect([err instanceof PaymentProviderError, err.code]).toEqual([true, 'http_502']);
    } finally {
      iyzico.breakWith(null);
    }
  });
});
