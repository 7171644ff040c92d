import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { additionalCharges, idempotencyKeys, ledgerTransactions, units } from '../../../db/schema/index.js';
import { demoSiteIds, demoUnitId } from '../../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let system: string;
let ids: { gunes: number; deniz: number };
let a5: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  [ayse, system] = await Promise.all([t.login('ayse'), t.login('system')]);
  a5 = await demoUnitId(t, ids.gunes, 'A', '5');
});
afterAll(() => t.close());

const post = (url: string, payload: object, key?: string, as = ayse) =>
  t.call({ method: 'POST', url, as, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });

async function ledgerRows(unitId = a5): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.unitId, unitId));
  return row.n;
}

async function storedKeys(key: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row.n;
}

describe('Idempotency-Key on POST /api/siteadmin/units/{unitId}/payments', () => {
  const url = () => `/api/siteadmin/units/${a5}/payments`;

  it('records one payment for a double submit and answers the first answer twice', async () => {
    const before = await ledgerRows();
    const first = await post(url(), { kind: 'aidat', amount: 100 }, 'pay-double-1');
    const second = await post(url(), { kind: 'aidat', amount: 100 }, 'pay-double-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerRows()).toBe(before + 1);
  });

  it('lets two concurrent requests with one key write one row and answer alike', async () => {
    const before = await ledgerRows();
    const [a, b] = await Promise.all([
      post(url(), { kind: 'aidat', amount: 42.5 }, 'pay-concurrent'),
      post(url(), { kind: 'aidat', amount: 42.5 }, 'pay-concurrent'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await ledgerRows()).toBe(before + 1);
    expect(await storedKeys('pay-concurrent')).toBe(1);
  });

  it('refuses the same key with another body with 409 and writes nothing', async () => {
    await post(url(), { kind: 'aidat', amount: 10 }, 'pay-reused');
    const before = await ledgerRows();
    const res = await post(url(), { kind: 'aidat', amount: 11 }, 'pay-reused');
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'Conflict', data: null });
    expect(res.body.message).toContain('Idempotency-Key');
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses the same key on another path', async () => {
    await post(url(), { kind: 'aidat', amount: 10 }, 'pay-other-path');
    const other = await demoUnitId(t, ids.gunes, 'A', '6');
    const res = await post(`/api/siteadmin/units/${other}/payments`, { kind: 'aidat', amount: 10 }, 'pay-other-path');
    expect(res.statusCode).toBe(409);
  });

  it('keeps keys per user: another user with the same key writes its own payment', async () => {
    const before = await ledgerRows();
    await post(url(), { kind: 'aidat', amount: 5 }, 'pay-per-user', ayse);
    const res = await post(url(), { kind: 'aidat', amount: 5 }, 'pay-per-user', system);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerRows()).toBe(before + 2);
  });

  it('stores nothing for a failed write, so a retry with the same key can succeed', async () => {
    const before = await ledgerRows();
    const failed = await post(url(), { kind: 'ekbutce', amount: 5, additionalChargeId: 999_999 }, 'pay-failed');
    expect(failed.statusCode).toBe(404);
    expect(await storedKeys('pay-failed')).toBe(0);
    const again = await post(url(), { kind: 'ekbutce', amount: 5, additionalChargeId: 999_999 }, 'pay-failed');
    expect(again.statusCode).toBe(404);
    expect(await ledgerRows()).toBe(before);
  });

  it('writes every time without the header, as before', async () => {
    const before = await ledgerRows();
    await post(url(), { kind: 'aidat', amount: 1 });
    await post(url(), { kind: 'aidat', amount: 1 });
    expect(await ledgerRows()).toBe(before + 2);
  });

  it('answers 400 naming the header for a malformed key, and writes nothing', async () => {
    const before = await ledgerRows();
    for (const key of ['', 'has space', 'x'.repeat(101), 'ünlü']) {
      const res = await post(url(), { kind: 'aidat', amount: 1 }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError' });
      expect(res.body.message).toContain('Idempotency-Key');
    }
    expect(await ledgerRows()).toBe(before);
    expect((await post(url(), { kind: 'aidat', amount: 1 }, 'x'.repeat(100))).statusCode).toBe(201);
  });
});

describe('Idempotency-Key on POST /api/siteadmin/transactions/{id}/reverse', () => {
  it('reverses once and replays the reversal instead of answering "already reversed"', async () => {
    const paid = await post(`/api/siteadmin/units/${a5}/payments`, { kind: 'aidat', amount: 77 });
    const url = `/api/siteadmin/transactions/${paid.body.data.id}/reverse`;
    const before = await ledgerRows();
    const [a, b] = await Promise.all([
      post(url, { reason: 'Yanlış tutar' }, 'rev-1'),
      post(url, { reason: 'Yanlış tutar' }, 'rev-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await ledgerRows()).toBe(before + 1);
    // A new key is a new request: the entry is already reversed.
    expect((await post(url, { reason: 'Yanlış tutar' }, 'rev-2')).statusCode).toBe(409);
  });
});

describe('Idempotency-Key on POST /api/siteadmin/additional-charges', () => {
  it('creates and charges one ek bütçe for a double submit instead of answering a conflict', async () => {
    const payload = { siteId: ids.gunes, title: 'Bahçe Düzenlemesi', amountPerUnit: 12.34 };
    const first = await post('/api/siteadmin/additional-charges', payload, 'charge-1');
    const second = await post('/api/siteadmin/additional-charges', payload, 'charge-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toEqual(first.body);
    const charges = await t.db
      .select({ id: additionalCharges.id })
      .from(additionalCharges)
      .where(and(eq(additionalCharges.siteId, ids.gunes), eq(additionalCharges.title, 'Bahçe Düzenlemesi')));
    expect(charges).toHaveLength(1);
    const [charged] = await t.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.additionalChargeId, charges[0].id));
    expect(charged.n).toBe(first.body.data.chargedUnits);
  });
});

describe('Idempotency-Key on POST /api/siteadmin/sites/dues-amount', () => {
  it('replays the first answer with its 200 status', async () => {
    const payload = { siteId: ids.deniz, monthlyAmount: 900 };
    const first = await post('/api/siteadmin/sites/dues-amount', payload, 'dues-1', system);
    const second = await post('/api/siteadmin/sites/dues-amount', payload, 'dues-1', system);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const other = await post('/api/siteadmin/sites/dues-amount', { ...payload, monthlyAmount: 901 }, 'dues-1', system);
    expect(other.statusCode).toBe(409);
  });
});

describe("Idempotency-Key on POST /api/siteadmin/units ('Daire Ekle')", () => {
  it('adds one unit for a double submit and answers success twice', async () => {
    const payload = { siteId: ids.gunes, block: 'Z', doorNumber: '1', squareMeters: 90, roomCount: 3 };
    const [a, b] = await Promise.all([
      post('/api/siteadmin/units', payload, 'unit-1'),
      post('/api/siteadmin/units', payload, 'unit-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const rows = await t.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.siteId, ids.gunes), eq(units.block, 'Z')));
    expect(rows).toHaveLength(1);
    // Without a key a second submit is still the duplicate it is.
    expect((await post('/api/siteadmin/units', payload)).statusCode).toBe(409);
  });
});
