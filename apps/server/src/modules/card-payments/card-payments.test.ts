import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import {
  accounts,
  additionalCharges,
  cardCheckouts,
  expenseCategories,
  expenses,
  ledgerTransactions,
  users,
} from '../../db/schema/index.js';
import { signedFakeCallback } from '../../lib/payments/index.js';
import { expireCheckouts } from './public.js';

// Card payment online (PRODUCT.md §20) with the fake provider, the default outside production:
// the site's settings, the resident's checkout, the signed callback and what it posts, expiry.

let t: TestContext;
let w: World;
let count = 0;
const SECRET = 'aidat-fake-secret';

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

interface Site {
  siteId: number;
  admin: string;
  resident: string;
  residentId: number;
  unitId: number;
  otherUnitId: number;
  /** The dues of January, February and March 2026 (1.000 ₺ each), then the ek bütçe (500 ₺). */
  jan: number;
  feb: number;
  mar: number;
  lift: number;
  liftChargeId: number;
}

/** A site of the test's own: a unit owing three months of dues and an ek bütçe, card payment off. */
async function freshSite(): Promise<Site> {
  count += 1;
  const siteId = await w.site({ name: `Kart Sitesi ${count}`, address: 'Güneş Sok. 1, Kadıköy/İstanbul' });
  const admin = await w.siteAdmin(siteId);
  const person = await w.user({ fullName: 'Deniz Kart' });
  const unitId = await w.unit({ siteId, block: 'A', doorNumber: '1', residentId: person.id });
  const otherUnitId = await w.unit({ siteId, block: 'A', doorNumber: '2' });
  const unit = { unitId, siteId };
  const dues = (period: string) =>
    w.ledgerRow(unit, {
      type: 'aidat_charge',
      amount: 1000,
      at: `${period}-01T09:00:00.000Z`,
      period,
      description: `${period} Aidatı`,
    });
  const jan = await dues('2026-01');
  const feb = await dues('2026-02');
  const mar = await dues('2026-03');
  const liftChargeId = await w.additionalCharge({ siteId, title: 'Asansör', amount: 500 });
  const lift = await w.ledgerRow(unit, {
    type: 'ekbutce_charge',
    amount: 500,
    at: '2026-02-15T09:00:00.000Z',
    chargeId: liftChargeId,
    description: 'Ek bütçe: Asansör',
  });
  await w.ledgerRow(
    { unitId: otherUnitId, siteId },
    { type: 'aidat_charge', amount: 1000, at: '2026-01-01T09:00:00.000Z', period: '2026-01', description: 'Ocak' },
  );
  return {
    siteId,
    admin: admin.cookie,
    resident: await w.signIn(person.id),
    residentId: person.id,
    unitId,
    otherUnitId,
    jan,
    feb,
    mar,
    lift,
    liftChargeId,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string | undefined, payload?: unknown) =>
  t.call({ method, url, as, ...(payload !== undefined ? { payload: payload as object } : {}) });
const settingsUrl = (siteId: number) => `/api/siteadmin/sites/${siteId}/card-payments`;
const checkoutUrl = (unitId: number) => `/api/me/units/${unitId}/card-payments`;
const callback = (body: unknown) => call('POST', '/api/payments/callback/fake', undefined, body);

async function turnOn(s: Site, commissionRatePercent = 1.75) {
  const res = await call('PUT', settingsUrl(s.siteId), s.admin, { enabled: true, commissionRatePercent });
  expect(res.statusCode).toBe(200);
  return res.body.data;
}

const ledgerOf = (unitId: number) =>
  t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.unitId, unitId));

describe('GET, PUT /api/siteadmin/sites/:siteId/card-payments', () => {
  it('is off until turned on, which gives the site a Sanal POS account of kind pos, kept when turned off and on', async () => {
    const s = await freshSite();
    const off = await call('GET', settingsUrl(s.siteId), s.admin);
    expect(off.body.data).toEqual({ enabled: false, provider: 'fake', accountId: null, commissionRatePercent: 0 });
    const on = await turnOn(s, 1.75);
    expect(on).toMatchObject({ enabled: true, provider: 'fake', commissionRatePercent: 1.75 });
    const [pos] = await t.db.select().from(accounts).where(eq(accounts.id, on.accountId));
    expect([pos.siteId, pos.name, pos.kind, pos.iban, pos.isDefault]).toEqual([
      s.siteId,
      'Sanal POS',
      'pos',
      null,
      false,
    ]);
    const listed = (await call('GET', `/api/siteadmin/accounts?siteId=${s.siteId}`, s.admin)).body.data;
    expect(listed.find((a: { id: number }) => a.id === pos.id)).toMatchObject({ kind: 'pos', balance: 0 });
    await call('PUT', settingsUrl(s.siteId), s.admin, { enabled: false });
    const again = await turnOn(s, 2);
    expect([again.accountId, again.commissionRatePercent]).toEqual([pos.id, 2]);
    const posAccounts = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.siteId, s.siteId), eq(accounts.kind, 'pos')));
    expect(posAccounts).toHaveLength(1);
  });

  it('tells the resident’s unit answers whether Kartla Öde is offered, kept answers included', async () => {
    const s = await freshSite();
    const offered = async () => [
      (await call('GET', `/api/me/unit-detail/${s.unitId}`, s.resident)).body.data.cardPayment,
      (await call('GET', `/api/me/units/${s.unitId}/account`, s.resident)).body.data.cardPayment,
    ];
    expect(await offered()).toEqual([false, false]);
    await turnOn(s);
    expect(await offered()).toEqual([true, true]);
    expect((await call('PUT', settingsUrl(s.siteId), s.admin, { enabled: false })).statusCode).toBe(200);
    expect(await offered()).toEqual([false, false]);
  });

  it('refuses a bad rate naming the field, a pos account opened by hand, and anyone but the site’s managers', async () => {
    const s = await freshSite();
    for (const rate of [101, -1, 1.234, 'abc'])
      expect(
        (await call('PUT', settingsUrl(s.siteId), s.admin, { enabled: true, commissionRatePercent: rate })).body
          .details,
      ).toEqual({ field: 'commissionRatePercent' });
    const noFlag = await call('PUT', settingsUrl(s.siteId), s.admin, { commissionRatePercent: 1 });
    expect([noFlag.statusCode, noFlag.body.details?.field]).toEqual([400, 'enabled']);
    const byHand = await call('POST', '/api/siteadmin/accounts', s.admin, {
      siteId: s.siteId,
      name: 'POS',
      kind: 'pos',
      openingBalance: 0,
      openingDate: '2026-01-01',
    });
    expect([byHand.statusCode, byHand.body.details?.field]).toEqual([400, 'kind']);
    const other = await w.siteAdmin(await w.site({ name: `Başka Kart Sitesi ${count}` }));
    expect((await call('PUT', settingsUrl(s.siteId), other.cookie, { enabled: true })).statusCode).toBe(403);
    expect((await call('GET', settingsUrl(s.siteId), s.resident)).statusCode).toBe(403);
    expect(
      await t.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.siteId, s.siteId), eq(accounts.kind, 'pos'))),
    ).toEqual([]);
  });
});

describe('POST /api/me/units/:unitId/card-payments', () => {
  it('is refused while card payment is off', async () => {
    const s = await freshSite();
    const res = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan] });
    expect([res.statusCode, res.body.code]).toEqual([409, 'Conflict']);
  });

  it('opens a checkout of exactly the debt picked, oldest first within each kind, on the fake page', async () => {
    const s = await freshSite();
    await turnOn(s);
    const before = Date.now();
    const res = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan, s.feb, s.lift] });
    expect(res.statusCode).toBe(201);
    const c = res.body.data;
    expect(c).toMatchObject({ amount: 2500, status: 'pending', provider: 'fake', paymentIds: [], receiptNos: [] });
    expect(c.orderId).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(c.paymentUrl).toMatch(new RegExp(`^http://localhost(:80)?/fake-pay/${c.orderId}$`));
    const expires = Date.parse(c.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expires).toBeLessThan(31 * 60_000);
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    expect(row.parts).toEqual([
      { pays: 'aidat', amountKurus: 200_000, name: 'Aidat' },
      { pays: { additionalChargeId: s.liftChargeId }, amountKurus: 50_000, name: 'Ek bütçe: Asansör' },
    ]);
    expect([...row.chargeIds].sort()).toEqual([s.jan, s.feb, s.lift].sort());
  });

  it('refuses a pick that skips an older charge of its kind, an id it cannot see, one twice, and a unit not theirs', async () => {
    const s = await freshSite();
    await turnOn(s);
    const skip = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.feb] });
    expect([skip.statusCode, skip.body.details?.field]).toEqual([400, 'chargeIds']);
    expect(skip.body.message).toContain('2026-01 Aidatı');
    // Another kind may be paid alone: the ek bütçe without the dues.
    expect((await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.lift] })).statusCode).toBe(201);
    const [otherCharge] = await ledgerOf(s.otherUnitId);
    const foreign = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan, otherCharge.id] });
    expect([foreign.statusCode, foreign.body.details]).toEqual([404, { field: 'chargeIds.1', row: 2 }]);
    const twice = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan, s.jan] });
    expect([twice.statusCode, twice.body.details?.field]).toEqual([400, 'chargeIds.1']);
    const notMine = await call('POST', checkoutUrl(s.otherUnitId), s.resident, { chargeIds: [otherCharge.id] });
    expect(notMine.statusCode).toBe(404);
    for (const bad of [{}, { chargeIds: [] }, { chargeIds: ['x'] }, { chargeIds: [-1] }, { chargeIds: 5 }]) {
      const res = await call('POST', checkoutUrl(s.unitId), s.resident, bad);
      expect([res.statusCode, String(res.body.details?.field)]).toEqual([400, expect.stringMatching(/^chargeIds/)]);
    }
  });

  it('opens one checkout for a repeat with the same Idempotency-Key', async () => {
    const s = await freshSite();
    await turnOn(s);
    const send = () =>
      t.call({
        method: 'POST',
        url: checkoutUrl(s.unitId),
        as: s.resident,
        headers: { 'idempotency-key': `kart-${count}` },
        payload: { chargeIds: [s.jan] },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.unitId, s.unitId))).toHaveLength(1);
  });

  it('lets a tenant pick only the occupant charges of their tenancy', async () => {
    const s = await freshSite();
    await turnOn(s);
    const moveIn = await call('POST', `/api/siteadmin/units/${s.unitId}/tenant`, s.admin, {
      fullName: 'Kiracı Kart',
      phone: `0532${String(100_0000 + count).slice(-7)}`,
      since: '2026-02-01',
    });
    expect(moveIn.statusCode).toBeLessThan(300);
    const [tenant] = await t.db.select().from(users).where(eq(users.fullName, 'Kiracı Kart'));
    const cookie = await w.signIn(tenant.id);
    // January is before the tenancy and the ek bütçe falls to the owners: neither is the tenant's.
    expect((await call('POST', checkoutUrl(s.unitId), cookie, { chargeIds: [s.jan] })).statusCode).toBe(404);
    expect((await call('POST', checkoutUrl(s.unitId), cookie, { chargeIds: [s.lift] })).statusCode).toBe(404);
    const own = await call('POST', checkoutUrl(s.unitId), cookie, { chargeIds: [s.feb, s.mar] });
    expect([own.statusCode, own.body.data.amount]).toEqual([201, 2000]);
  });
});

describe('POST /api/payments/callback/fake', () => {
  async function pending(s: Site, chargeIds: number[]) {
    const res = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds });
    expect(res.statusCode).toBe(201);
    return res.body.data as { id: number; orderId: string; amount: number };
  }

  it('posts a paid checkout once: a payment per kind with receipts into the pos account, and the commission as an expense', async () => {
    const s = await freshSite();
    const { accountId } = await turnOn(s, 1.75);
    const c = await pending(s, [s.jan, s.lift]);
    const body = signedFakeCallback(SECRET, {
      orderId: c.orderId,
      status: 'success',
      paidAmount: 150_000,
      commission: 2_625,
    });
    const res = await callback(body);
    expect([res.statusCode, res.body.data]).toEqual([200, { orderId: c.orderId, status: 'succeeded' }]);

    const payments = (await ledgerOf(s.unitId)).filter((r) => r.type.endsWith('_payment'));
    expect(payments.map((p) => [p.type, p.amountKurus, p.accountId, p.method, p.additionalChargeId]).sort()).toEqual(
      [
        ['aidat_payment', 100_000, accountId, 'kredi_karti', null],
        ['ekbutce_payment', 50_000, accountId, 'kredi_karti', s.liftChargeId],
      ].sort(),
    );
    expect(payments.every((p) => p.description.includes(`Kredi kartı ile ödeme (${c.orderId})`))).toBe(true);
    expect(payments.every((p) => p.receiptNo !== null)).toBe(true);

    const [expense] = await t.db.select().from(expenses).where(eq(expenses.siteId, s.siteId));
    const [category] = await t.db.select().from(expenseCategories).where(eq(expenseCategories.id, expense.categoryId));
    expect([expense.amountKurus, expense.accountId, category.name, expense.description]).toEqual([
      2_625,
      accountId,
      'Banka Masrafları',
      `Kredi kartı komisyonu (${c.orderId})`,
    ]);

    const mine = await call('GET', `/api/me/card-payments/${c.id}`, s.resident);
    expect(mine.body.data).toMatchObject({ status: 'succeeded', amount: 1500 });
    expect([...mine.body.data.paymentIds].sort()).toEqual(payments.map((p) => p.id).sort());
    expect(mine.body.data.receiptNos).toHaveLength(2);
    expect(mine.body.data.receiptNos.every((n: string) => /^\d{4}-\d{6}$/.test(n))).toBe(true);
    const account = (await call('GET', `/api/me/units/${s.unitId}/account`, s.resident)).body.data;
    expect(account.outstanding).toBe(-2000);

    // A repeat answers as the first did and writes nothing.
    const repeat = await callback(body);
    expect([repeat.statusCode, repeat.body.data.status]).toEqual([200, 'succeeded']);
    expect((await ledgerOf(s.unitId)).filter((r) => r.type.endsWith('_payment'))).toHaveLength(2);
    expect(await t.db.select().from(expenses).where(eq(expenses.siteId, s.siteId))).toHaveLength(1);
    // The pos account holds the payments less the commission.
    const pos = (await call('GET', `/api/siteadmin/accounts?siteId=${s.siteId}`, s.admin)).body.data.find(
      (a: { id: number }) => a.id === accountId,
    );
    expect(pos.balance).toBe(1473.75);
  });

  it('includes the late fees accrued to today, so paying the checkout leaves nothing owed that day', async () => {
    const s = await freshSite();
    await turnOn(s, 0);
    const fees = await call('PUT', `/api/siteadmin/sites/${s.siteId}/late-fee`, s.admin, {
      dueDay: 10,
      lateFeeEnabled: true,
      lateFeeRatePercent: 5,
      lateFeeFrom: '2025-12-01',
    });
    expect(fees.statusCode).toBe(200);
    const owed = (await call('GET', `/api/me/units/${s.unitId}/account`, s.resident)).body.data;
    const c = await pending(s, [s.jan, s.feb, s.mar, s.lift]);
    expect(c.amount).toBe(-owed.outstanding);
    expect(c.amount).toBeGreaterThan(3500);
    const res = await callback(
      signedFakeCallback(SECRET, {
        orderId: c.orderId,
        status: 'success',
        paidAmount: Math.round(c.amount * 100),
        commission: 0,
      }),
    );
    expect(res.statusCode).toBe(200);
    const after = (await call('GET', `/api/me/units/${s.unitId}/account`, s.resident)).body.data;
    expect(after.outstanding).toBe(0);
    expect((await ledgerOf(s.unitId)).some((r) => r.type === 'gecikme_charge')).toBe(true);
  });

  it('takes the site’s rate when the provider names no commission, and posts no expense for none', async () => {
    const s = await freshSite();
    await turnOn(s, 2);
    const c = await pending(s, [s.jan]);
    // The fake always names one; a zero commission books nothing.
    await callback(
      signedFakeCallback(SECRET, { orderId: c.orderId, status: 'success', paidAmount: 100_000, commission: 0 }),
    );
    expect(await t.db.select().from(expenses).where(eq(expenses.siteId, s.siteId))).toEqual([]);
  });

  it('refuses a wrong signature with 403 and a malformed body with 400, writing nothing', async () => {
    const s = await freshSite();
    await turnOn(s);
    const c = await pending(s, [s.jan]);
    const forged = signedFakeCallback('not-the-secret', {
      orderId: c.orderId,
      status: 'success',
      paidAmount: 100_000,
      commission: 0,
    });
    const res = await callback(forged);
    expect([res.statusCode, res.body.code]).toEqual([403, 'Forbidden']);
    for (const bad of [{}, { orderId: c.orderId }, [], 'x', { ...forged, paidAmount: '100000' }]) {
      const r = await callback(bad);
      expect([r.statusCode, r.body.code]).toEqual([400, 'ValidationError']);
    }
    const garbled = await t.call({
      method: 'POST',
      url: '/api/payments/callback/fake',
      headers: { 'content-type': 'application/json' },
      payload: '{"orderId": ',
    });
    expect(garbled.statusCode).toBe(400);
    const form = await t.call({
      method: 'POST',
      url: '/api/payments/callback/fake',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderId=x&status=success',
    });
    expect(form.statusCode).toBe(400);
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    expect([row.status, row.flagged, row.rawCallback]).toEqual(['pending', false, null]);
    expect((await ledgerOf(s.unitId)).filter((r) => r.type.endsWith('_payment'))).toEqual([]);
    expect((await call('POST', '/api/payments/callback/paytr', undefined, forged)).statusCode).toBe(404);
  });

  it('answers 409 to a paid amount that differs, posts nothing and flags the checkout for the manager', async () => {
    const s = await freshSite();
    await turnOn(s);
    const c = await pending(s, [s.jan]);
    const res = await callback(
      signedFakeCallback(SECRET, { orderId: c.orderId, status: 'success', paidAmount: 99_999, commission: 0 }),
    );
    expect([res.statusCode, res.body.code]).toEqual([409, 'Conflict']);
    expect((await ledgerOf(s.unitId)).filter((r) => r.type.endsWith('_payment'))).toEqual([]);
    const list = await call('GET', `/api/siteadmin/sites/${s.siteId}/card-payments/checkouts?status=pending`, s.admin);
    expect(list.body.data).toMatchObject({ totalCount: 1, page: 1 });
    expect(list.body.data.data[0]).toMatchObject({
      id: c.id,
      flagged: true,
      paidAmount: 999.99,
      amount: 1000,
      unitLabel: 'A-1',
      payerName: 'Deniz Kart',
    });
    const bad = await call('GET', `/api/siteadmin/sites/${s.siteId}/card-payments/checkouts?status=paid`, s.admin);
    expect([bad.statusCode, bad.body.details?.field]).toEqual([400, 'status']);
  });

  it('marks a failed payment failed and writes nothing else; the payer alone reads it', async () => {
    const s = await freshSite();
    await turnOn(s);
    const c = await pending(s, [s.jan]);
    const res = await callback(
      signedFakeCallback(SECRET, { orderId: c.orderId, status: 'failed', paidAmount: 0, commission: 0 }),
    );
    expect([res.statusCode, res.body.data.status]).toEqual([200, 'failed']);
    expect((await ledgerOf(s.unitId)).filter((r) => r.type.endsWith('_payment'))).toEqual([]);
    expect((await call('GET', `/api/me/card-payments/${c.id}`, s.resident)).body.data.status).toBe('failed');
    const stranger = await w.signIn((await w.user()).id);
    expect((await call('GET', `/api/me/card-payments/${c.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/card-payments/${c.id}`, s.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/me/data-export', () => {
  it('holds the person’s own checkouts, masked card digits at most, and nobody else’s', async () => {
    const s = await freshSite();
    await turnOn(s);
    const c = (await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan] })).body.data;
    const mine = (await call('GET', '/api/me/data-export', s.resident)).body.data;
    expect(mine.cardPayments).toEqual([
      expect.objectContaining({ orderId: c.orderId, block: 'A', doorNumber: '1', status: 'pending', amount: 1000 }),
    ]);
    const stranger = await w.signIn((await w.user()).id);
    expect((await call('GET', '/api/me/data-export', stranger)).body.data.cardPayments).toEqual([]);
  });
});

describe('expiry and the fake page', () => {
  it('expires a pending checkout past CardCheckoutExpiryMinutes, and a late success still posts', async () => {
    const s = await freshSite();
    await turnOn(s);
    const res = await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan] });
    const c = res.body.data;
    const early = await expireCheckouts(t.db, t.app.payments, t.app.log, new Date());
    expect(early.expired).toBe(0);
    await expireCheckouts(t.db, t.app.payments, t.app.log, new Date(Date.parse(c.expiresAt) + 1000));
    expect((await call('GET', `/api/me/card-payments/${c.id}`, s.resident)).body.data.status).toBe('expired');
    const late = await callback(
      signedFakeCallback(SECRET, { orderId: c.orderId, status: 'success', paidAmount: 100_000, commission: 0 }),
    );
    expect(late.body.data.status).toBe('succeeded');
  });

  it('shows Öde and Reddet, and Öde posts the signed callback', async () => {
    const s = await freshSite();
    await turnOn(s, 1.75);
    const c = (await call('POST', checkoutUrl(s.unitId), s.resident, { chargeIds: [s.jan] })).body.data;
    const pageRes = await t.app.inject({ method: 'GET', url: `/fake-pay/${c.orderId}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('Öde');
    expect(pageRes.body).toContain('Reddet');
    expect(pageRes.body).toContain('1.000,00');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/fake-pay/${c.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.body).toContain('Ödeme alındı.');
    const [row] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.id, c.id));
    expect([row.status, row.commissionKurus]).toEqual(['succeeded', 1_750]);
    expect((await t.app.inject({ method: 'GET', url: '/fake-pay/NOSUCHORDER' })).statusCode).toBe(404);
  });
});

describe('additional charges of the site are untouched', () => {
  it('keeps the ek bütçe row as it was', async () => {
    const s = await freshSite();
    const [charge] = await t.db.select().from(additionalCharges).where(eq(additionalCharges.id, s.liftChargeId));
    expect(charge.title).toBe('Asansör');
  });
});
