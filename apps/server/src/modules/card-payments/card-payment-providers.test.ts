import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../../test/factories/index.js';
import { createTestApp, type TestContext, testConfig } from '../../../test/helper.js';
import {
  type IyzicoStandIn,
  type PaytrStandIn,
  startIyzicoStandIn,
  startPaytrStandIn,
} from '../../../test/payment-stand-ins.js';
import { cardCheckouts, ledgerTransactions } from '../../db/schema/index.js';
import { expireCheckouts } from './public.js';

// The callback route with the real providers' clients against their local stand-ins: PayTR's
// Bildirim URL answers the plain text OK, iyzico's callback (the payer's browser) a redirect.

const BASE = 'https://aidat.example.com';

/** An app with the provider and a site with card payment on. */
async function appWith(payment: Partial<ReturnType<typeof testConfig>['payment']>) {
  const t = await createTestApp({
    config: { payment: { ...testConfig().payment, publicBaseUrl: BASE, ...payment } },
  });
  const w = buildWorld(t);
  const siteId = await w.site({ name: 'Sağlayıcı Sitesi', address: 'Deniz Cad. 5, Karşıyaka/İzmir' });
  const admin = await w.siteAdmin(siteId);
  const on = await t.call({
    method: 'PUT',
    url: `/api/siteadmin/sites/${siteId}/card-payments`,
    as: admin.cookie,
    payload: { enabled: true, commissionRatePercent: 2 },
  });
  expect(on.statusCode).toBe(200);
  let door = 0;
  let unitId = 0;
  /** A new unit owing January's dues, and its resident's checkout of them. */
  const checkout = async () => {
    door += 1;
    const person = await w.user({ fullName: 'Ece Kart', email: `ece${door}@aidat.local` });
    unitId = await w.unit({ siteId, block: 'B', doorNumber: String(door), residentId: person.id });
    const jan = await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 1250.5, at: '2026-01-01T09:00:00.000Z', period: '2026-01', description: 'Ocak' },
    );
    const resident = await w.signIn(person.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/me/units/${unitId}/card-payments`,
      as: resident,
      payload: { chargeIds: [jan] },
    });
    expect(res.statusCode).toBe(201);
    return res.body.data as { id: number; orderId: string; paymentUrl: string; provider: string };
  };
  /** The dues payments of the last checkout's unit. */
  const payments = async () =>
    (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.unitId, unitId))).filter(
      (r) => r.type === 'aidat_payment',
    );
  return { t, checkout, payments };
}

describe('PayTR', () => {
  const keys = { merchantId: '123456', key: 'merchantKeyXYZ', salt: 'merchantSalt123' };
  let paytr: PaytrStandIn;
  let ctx: Awaited<ReturnType<typeof appWith>>;
  let t: TestContext;

  beforeAll(async () => {
    paytr = await startPaytrStandIn(keys);
    ctx = await appWith({
      provider: 'paytr',
      apiUrl: paytr.url,
      apiKey: keys.key,
      merchantId: keys.merchantId,
      salt: keys.salt,
    });
    t = ctx.t;
  });
  afterAll(async () => {
    await t?.close();
    await paytr.close();
  });

  const post = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paytr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('opens the iframe page with our callback and return URLs, and answers the Bildirim with plain OK once', async () => {
    const c = await ctx.checkout();
    expect(c.provider).toBe('paytr');
    const sent = Object.fromEntries(new URLSearchParams(paytr.received.at(-1)!.body));
    expect([sent.merchant_oid, sent.payment_amount, sent.merchant_ok_url]).toEqual([
      c.orderId,
      '125050',
      `${BASE}/card-payments/${c.id}`,
    ]);
    expect(c.paymentUrl).toMatch(new RegExp(`^${paytr.url}/odeme/guvenli/\\w+$`));
    const res = await post(paytr.callback(c.orderId, 'success', 125_050));
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([200, 'text/plain; charset=utf-8', 'OK']);
    const again = await post(paytr.callback(c.orderId, 'success', 125_050));
    expect(again.body).toBe('OK');
    const payments = await ctx.payments();
    expect(payments.map((p) => [p.amountKurus, p.method])).toEqual([[125_050, 'kredi_karti']]);
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    // PayTR names no commission: the site's 2 % stands in.
    expect([row.status, row.commissionKurus]).toEqual(['succeeded', 2_501]);
  });

  it('refuses a wrong hash with 403 and a body without the fields with 400, posting nothing', async () => {
    const c = await ctx.checkout();
    const forged = { ...paytr.callback(c.orderId, 'success', 125_050), hash: 'forged' };
    expect((await post(forged)).statusCode).toBe(403);
    expect((await post({ merchant_oid: c.orderId })).statusCode).toBe(400);
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    expect(row.status).toBe('pending');
  });

  it('asks the status query once at expiry: a paid order is posted, an unknown one expired', async () => {
    const paid = await ctx.checkout();
    const lost = await ctx.checkout();
    paytr.paid.set(paid.orderId, '1250.50');
    const later = new Date(Date.now() + 24 * 3_600_000);
    const result = await expireCheckouts(t.db, t.app.payments, t.app.log, later);
    expect(result.posted).toBeGreaterThanOrEqual(1);
    const status = async (id: number) =>
      (await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, id)))[0].status;
    expect([await status(paid.id), await status(lost.id)]).toEqual(['succeeded', 'expired']);
  });
});

describe('iyzico', () => {
  const keys = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
  let iyzico: IyzicoStandIn;
  let ctx: Awaited<ReturnType<typeof appWith>>;
  let t: TestContext;

  beforeAll(async () => {
    iyzico = await startIyzicoStandIn(keys);
    ctx = await appWith({ provider: 'iyzico', apiUrl: iyzico.url, ...keys });
    t = ctx.t;
  });
  afterAll(async () => {
    await t?.close();
    await iyzico.close();
  });

  it('takes the token from the payer’s browser, from another origin, and redirects to the result page', async () => {
    const c = await ctx.checkout();
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    const init = JSON.parse(iyzico.received.at(-1)!.body);
    expect(init.callbackUrl).toBe(`${BASE}/api/payments/callback/iyzico`);
    iyzico.settle(row.providerRef!, { paymentStatus: 'SUCCESS' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/iyzico',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox-cpp.iyzipay.com' },
      payload: `token=${row.providerRef}`,
    });
    expect([res.statusCode, res.headers.location]).toEqual([303, `${BASE}/card-payments/${c.id}`]);
    const [after] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    // iyzico's own commission (2.52 + 0.25) is booked, and only the last four digits are kept.
    expect([after.status, after.commissionKurus, after.cardMasked]).toEqual(['succeeded', 277, '**** 0008']);
    expect(JSON.stringify(after.rawCallback)).not.toContain('552879');
    expect((await ctx.payments()).map((p) => p.amountKurus)).toEqual([125_050]);
  });

  it('marks a FAILURE failed, and refuses a token of no checkout with 403', async () => {
    const c = await ctx.checkout();
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    iyzico.settle(row.providerRef!, { paymentStatus: 'FAILURE' });
    const form = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/iyzico',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
    expect((await form(row.providerRef!)).statusCode).toBe(303);
    expect((await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id)))[0].status).toBe('failed');
    expect((await form('00000000-0000-0000-0000-000000000000')).statusCode).toBe(403);
  });
});
