import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakePaymentProvider, signedFakeCallback } from './fake-payment-provider.js';
import type { PaymentCallbackError } from './payment-provider.js';

const secret = 'aidat-fake-secret';
const provider = new FakePaymentProvider(secret);

describe('fake payment provider', () => {
  it('signs {orderId}|{status}|{paidAmount}|{commission} with HMAC-SHA256 in lowercase hex', () => {
    const body = signedFakeCallback(secret, {
      orderId: 'CK1',
      status: 'success',
      paidAmount: 125_000,
      commission: 2_188,
    });
    expect(body.signature).toBe(createHmac('sha256', secret).update('CK1|success|125000|2188').digest('hex'));
  });

  it('hosts its page at /fake-pay/{orderId}', async () => {
    expect(await provider.start({ orderId: 'CK1', appBaseUrl: 'http://localhost:3000' })).toEqual({
      paymentUrl: 'http://localhost:3000/fake-pay/CK1',
      providerRef: 'CK1',
    });
  });

  it('reads a signed callback and refuses a wrong signature and a malformed body', async () => {
    const body = signedFakeCallback(secret, { orderId: 'CK1', status: 'failed', paidAmount: 0, commission: 0 });
    expect(await provider.readCallback(body)).toMatchObject({ orderId: 'CK1', status: 'failed', paidAmountKurus: 0 });
    const reason = (b: unknown) =>
      provider.readCallback(b).then(
        () => null,
        (e: PaymentCallbackError) => e.reason,
      );
    expect(await reason({ ...body, paidAmount: 1 })).toBe('signature');
    expect(await reason(signedFakeCallback('other', { ...body }))).toBe('signature');
    expect(await reason({ ...body, paidAmount: 1.5 })).toBe('malformed');
    expect(await reason({ ...body, status: 'ok' })).toBe('malformed');
    expect(await reason({ ...body, orderId: 'CK-1' })).toBe('malformed');
    expect(await reason([])).toBe('malformed');
    expect(await reason('x')).toBe('malformed');
  });
});
