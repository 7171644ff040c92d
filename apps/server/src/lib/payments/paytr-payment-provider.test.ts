import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaytrStandIn, startPaytrStandIn } from '../../../test/payment-stand-ins.js';
import { DEFAULT_FAKE_SECRET, type PaymentSettings } from './payment-config.js';
import { PaytrPaymentProvider, paytrAmountKurus } from './paytr-payment-provider.js';
import { type CheckoutStart, type PaymentCallbackError, PaymentProviderError } from './payment-provider.js';

let paytr: PaytrStandIn;
const keys = { merchantId: '123456', key: 'merchantKeyXYZ', salt: 'merchantSalt123' };

beforeAll(async () => {
  paytr = await startPaytrStandIn(keys);
});
afterAll(() => paytr.close());

const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  provider: 'paytr',
  apiKey: keys.key,
  merchantId: keys.merchantId,
  salt: keys.salt,
  apiUrl: paytr.url,
  fakeSecret: DEFAULT_FAKE_SECRET,
  testMode: true,
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
    fullName: 'Mehmet Demir',
    email: 'mehmet@aidat.local',
    phone: '+905550000003',
    ip: '203.0.113.9',
    address: 'Güneş Sok. 1, Kadıköy/İstanbul',
  },
  appBaseUrl: 'https://aidat.example.com',
  callbackUrl: 'https://aidat.example.com/api/payments/callback/paytr',
  returnUrl: 'https://aidat.example.com/card-payments/1',
  expiresInMinutes: 30,
});

describe('PayTR iFrame API client', () => {
  it('asks get-token with the documented fields and paytr_token, and answers the iframe page', async () => {
    const started = await new PaytrPaymentProvider(settings()).start(checkout('CK1A'));
    const req = paytr.received.at(-1)!;
    expect([req.method, req.url]).toEqual(['POST', '/odeme/api/get-token']);
    const f = Object.fromEntries(new URLSearchParams(req.body));
    expect(f).toMatchObject({
      merchant_id: '123456',
      merchant_oid: 'CK1A',
      payment_amount: '175050',
      no_installment: '1',
      currency: 'TL',
      test_mode: '1',
      merchant_ok_url: 'https://aidat.example.com/card-payments/1',
      timeout_limit: '30',
    });
    expect(JSON.parse(Buffer.from(f.user_basket, 'base64').toString())).toEqual([
      ['Aidat', '1500.00', 1],
      ['Çatı Onarımı', '250.50', 1],
    ]);
    expect(paytr.tokens.get(started.providerRef)?.merchantOid).toBe('CK1A');
    expect(started.paymentUrl).toBe(`${paytr.url}/odeme/guvenli/${started.providerRef}`);
  });

  it('is refused with a wrong merchant key, and says why', async () => {
    const err = await new PaytrPaymentProvider(settings({ apiKey: 'wrong' })).start(checkout('CK2B')).catch((e) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err.message).toContain('paytr_token');
  });

  it('reads a callback whose hash is right, with the total in kuruş', async () => {
    const provider = new PaytrPaymentProvider(settings());
    expect(await provider.readCallback(paytr.callback('CK3C', 'success', 175_050))).toMatchObject({
      orderId: 'CK3C',
      status: 'success',
      paidAmountKurus: 175_050,
      commissionKurus: null,
    });
    const failed = await provider.readCallback(paytr.callback('CK3C', 'failed', 175_050));
    expect([failed.status, failed.raw.failed_reason_code]).toEqual(['failed', '2']);
    expect(failed.raw).not.toHaveProperty('hash');
  });

  it('refuses a wrong hash as unverified and a body without the fields as malformed', async () => {
    const provider = new PaytrPaymentProvider(settings());
    const reason = (body: unknown) =>
      provider.readCallback(body).then(
        () => null,
        (e: PaymentCallbackError) => e.reason,
      );
    const body = paytr.callback('CK4D', 'success', 100);
    expect(await reason({ ...body, total_amount: '99999' })).toBe('signature');
    expect(await reason({ ...body, hash: 'AAAA' })).toBe('signature');
    expect(await reason({ merchant_oid: 'CK4D' })).toBe('malformed');
    expect(await reason({ ...body, merchant_oid: 'CK-4D' })).toBe('malformed');
    expect(await reason(null)).toBe('malformed');
  });

  it('reads the status answer’s amounts with a decimal comma or point, and nothing else', () => {
    expect([paytrAmountKurus('10,8'), paytrAmountKurus('9.76'), paytrAmountKurus('1750,50')]).toEqual([
      1_080, 976, 175_050,
    ]);
    expect([
      paytrAmountKurus('1.750,50'),
      paytrAmountKurus('10,8,1'),
      paytrAmountKurus(''),
      paytrAmountKurus(null),
    ]).toEqual([null, null, null, null]);
  });

  it('asks the status query about a checkout: paid answers its total, unknown answers nothing', async () => {
    const provider = new PaytrPaymentProvider(settings());
    paytr.paid.set('CK5E', '1750.50');
    expect(await provider.query({ orderId: 'CK5E', providerRef: 't' })).toMatchObject({
      status: 'success',
      paidAmountKurus: 175_050,
      commissionKurus: 3_063,
      cardMasked: '455359******1234',
    });
    expect(await provider.query({ orderId: 'CK6F', providerRef: 't' })).toBeNull();
    const f = Object.fromEntries(new URLSearchParams(paytr.received.at(-1)!.body));
    expect(Object.keys(f).sort()).toEqual(['merchant_id', 'merchant_oid', 'paytr_token']);
  });
});
