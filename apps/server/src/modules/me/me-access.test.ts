import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { DEMO_SITES } from '../../db/seed/demo-data.js';
import { sites, units } from '../../db/schema/index.js';

let t: TestContext;
let mehmet: string;
let ayse: string;
let system: string;

beforeAll(async () => {
  t = await createTestApp();
  [mehmet, ayse, system] = await Promise.all([t.login('mehmet'), t.login('ayse'), t.login('system')]);
});
afterAll(() => t.close());

async function demoUnitId(siteName: string, block: string, doorNumber: string): Promise<number> {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(and(eq(sites.name, siteName), eq(units.block, block), eq(units.doorNumber, doorNumber)));
  return row.id;
}

describe('anonymous callers', () => {
  it.each([
    '/api/me/units',
    '/api/me/unit-debts',
    '/api/me/notifications',
    '/api/me/unit-detail/1',
    '/api/me/unit-detail/abc',
  ])('GET %s answers 401 Unauthorized', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'Unauthorized', data: null });
  });
});

describe('GET /api/me/units', () => {
  it("lists Mehmet's two demo units ordered by site name", async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/units', as: mehmet });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, code: 'Success' });
    expect(res.body.data).toEqual([
      {
        unitId: await demoUnitId(DEMO_SITES.deniz.name, 'C', '3'),
        siteId: expect.any(Number),
        siteName: 'Deniz Sitesi',
        block: 'C',
        doorNumber: '3',
        paymentReference: 'DNZ-C3',
        relations: ['resident', 'owner'],
      },
      {
        unitId: await demoUnitId(DEMO_SITES.gunes.name, 'A', '5'),
        siteId: expect.any(Number),
        siteName: 'Güneş Sitesi',
        block: 'A',
        doorNumber: '5',
        paymentReference: 'GNS-A5',
        relations: ['resident', 'owner'],
      },
    ]);
  });

  it('gives an Admin and a SystemAdmin who live in no unit an empty list', async () => {
    for (const who of [ayse, system]) {
      const res = await t.call({ method: 'GET', url: '/api/me/units', as: who });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe('GET /api/me/unit-debts', () => {
  it('shows Güneş A-5 in debt and Deniz C-3 in credit', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: mehmet });
    expect(res.statusCode).toBe(200);
    const byUnit = new Map<number, number>(
      res.body.data.map((d: { unitId: number; outstanding: number }) => [d.unitId, d.outstanding]),
    );
    expect(byUnit.size).toBe(2);
    // Three unpaid months of 1.250,00 and 1.500,00 left of the 2.500,00 roof repair.
    expect(byUnit.get(await demoUnitId(DEMO_SITES.gunes.name, 'A', '5'))).toBe(-5250);
    expect(byUnit.get(await demoUnitId(DEMO_SITES.deniz.name, 'C', '3'))).toBeGreaterThan(0);
  });

  it('answers an empty list for Ayşe, who is resident of nothing', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /api/me/unit-detail/{unitId}', () => {
  it("shows Mehmet's Güneş A-5 with dues, the roof repair and newest entries first", async () => {
    const id = await demoUnitId(DEMO_SITES.gunes.name, 'A', '5');
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${id}`, as: mehmet });
    expect(res.statusCode).toBe(200);
    const detail = res.body.data;
    expect(detail.unit).toEqual({ siteName: 'Güneş Sitesi', block: 'A', doorNumber: '5', paymentReference: 'GNS-A5' });
    expect(detail.totalOutstanding).toBe(-5250);
    expect(detail.currentOutstanding).toBe(-3750);
    expect(detail.additionalCharges).toEqual([{ id: expect.any(Number), title: 'Çatı Onarımı', outstanding: -1500 }]);
    const dates = detail.transactions.map((x: { date: string }) => Date.parse(x.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(detail.transactions.filter((x: { type: string }) => x.type === 'aidat_charge')).toHaveLength(13);
    // The demo's payments carry their receipt numbers (PRODUCT.md §11), charges none.
    expect(detail.transactions).toContainEqual({
      id: expect.any(Number),
      type: 'ekbutce_payment',
      description: 'Çatı Onarımı ödemesi (1. taksit)',
      date: expect.any(String),
      amount: 1000,
      additionalChargeId: detail.additionalCharges[0].id,
      receiptNo: expect.stringMatching(/^20\d\d-\d{6}$/),
      runningBalance: expect.any(Number),
    });
    // PRODUCT.md §15: the running balance ends at the total, the unpaid months add up to the dues
    // owed, and the site's default bank account is where to transfer.
    expect(detail.transactions[0].runningBalance).toBe(-5250);
    const unpaid = detail.unpaidMonths.reduce((sum: number, m: { unpaid: number }) => sum + m.unpaid * 100, 0);
    expect(Math.round(unpaid)).toBe(375_000);
    expect(detail.bankAccount).toEqual({ name: 'Ziraat Bankası', iban: 'TR870001000912345678905001' });
    for (const entry of detail.transactions.filter((x: { type: string }) => x.type === 'aidat_charge'))
      expect(entry.receiptNo).toBeNull();
  });

  it('keeps the total equal to the unit-debts figure for every unit of Mehmet', async () => {
    const debts = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: mehmet });
    for (const { unitId, outstanding } of debts.body.data) {
      const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${unitId}`, as: mehmet });
      expect(res.body.data.totalOutstanding).toBe(outstanding);
    }
  });

  it('shows Deniz C-3 in credit with no additional charges (they belong to Güneş)', async () => {
    const id = await demoUnitId(DEMO_SITES.deniz.name, 'C', '3');
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${id}`, as: mehmet });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.totalOutstanding).toBeGreaterThan(0);
    expect(res.body.data.currentOutstanding).toBe(res.body.data.totalOutstanding);
    expect(res.body.data.additionalCharges).toEqual([]);
  });

  it("answers Mehmet a neighbour's unit with the 404 of an unknown one, and no data", async () => {
    const [other] = await t.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.block, 'A'), eq(units.doorNumber, '4'), ne(units.residentUserId, await t.userId('mehmet'))));
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${other.id}`, as: mehmet });
    const unknown = await t.call({ method: 'GET', url: '/api/me/unit-detail/999999', as: mehmet });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'NotFound', message: 'Daire bulunamadı.', data: null });
    expect(res.body).toEqual(unknown.body);
  });

  it("refuses Ayşe, the site's Admin, a unit of her own site she does not live in", async () => {
    const id = await demoUnitId(DEMO_SITES.gunes.name, 'A', '5');
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${id}`, as: ayse });
    expect(res.statusCode).toBe(404);
    expect(res.body.data).toBeNull();
  });

  it('answers 404 for an unknown unit id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/unit-detail/999999', as: mehmet });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'NotFound', data: null });
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('rejects the unit id %s with 400 naming the field', async (raw) => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${raw}`, as: mehmet });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError' });
    expect(res.body.message).toContain('Daire');
  });
});
