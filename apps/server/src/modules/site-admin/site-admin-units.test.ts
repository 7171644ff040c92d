import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { units } from '../../db/schema/index.js';
import { demoSiteIds, createSiteAdmin } from '../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let system: string;
let mehmet: string;
let deniz: string;
let ids: { gunes: number; deniz: number };

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  deniz = (await createSiteAdmin(t, ids.deniz)).cookie;
});
afterAll(() => t.close());

describe('GET /api/siteadmin/sites', () => {
  it('gives an Admin only the sites they administer, with the dues amount in lira', async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: ids.gunes,
        name: 'Güneş Sitesi',
        address: expect.any(String),
        blockCount: 2,
        unitCount: 24,
        monthlyDuesAmount: 1250,
        lateFee: { dueDay: 10, lateFeeEnabled: false, lateFeeRatePercent: 5, lateFeeFrom: null },
      },
    ]);
  });

  it('gives the Deniz administrator only Deniz Sitesi', async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: deniz });
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([ids.deniz]);
    expect(res.body.data[0].monthlyDuesAmount).toBe(900);
  });

  it('gives a SystemAdmin every site', async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: system });
    expect(res.body.data.map((s: { id: number }) => s.id).sort()).toEqual([ids.gunes, ids.deniz].sort());
  });

  it('refuses a Resident with 403 and an anonymous caller with 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: mehmet })).statusCode).toBe(403);
    const anon = await t.call({ method: 'GET', url: '/api/siteadmin/sites' });
    expect(anon.statusCode).toBe(401);
    expect(anon.body.code).toBe('Unauthorized');
  });
});

describe('GET /api/siteadmin/units', () => {
  it('lists the units by block then door number in natural order, with resident and balance', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${ids.gunes}`, as: ayse });
    expect(res.statusCode).toBe(200);
    const labels = res.body.data.map((u: { block: string; doorNumber: string }) => `${u.block}-${u.doorNumber}`);
    expect(labels.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `A-${i + 1}`));
    expect(labels.slice(12, 24)).toEqual(Array.from({ length: 12 }, (_, i) => `B-${i + 1}`));

    const a5 = res.body.data.find(
      (u: { block: string; doorNumber: string }) => u.block === 'A' && u.doorNumber === '5',
    );
    expect(a5).toMatchObject({
      squareMeters: expect.any(Number),
      roomCount: expect.any(Number),
      resident: { fullName: 'Mehmet Demir', email: 'mehmet@aidat.local', phone: '+905550000003' },
    });
    // The same figure the resident sees as the unit's total.
    const detail = await t.call({ method: 'GET', url: `/api/me/unit-detail/${a5.id}`, as: mehmet });
    expect(detail.statusCode).toBe(200);
    expect(a5.outstanding).toBe(detail.body.data.totalOutstanding);
    expect(a5.outstanding).toBeLessThan(0);
    // Every third door has no resident in the demo data.
    expect(
      res.body.data.find((u: { block: string; doorNumber: string }) => u.block === 'A' && u.doorNumber === '3')
        .resident,
    ).toBeNull();
  });

  it("answers 403 when an Admin asks for another site's units", async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${ids.deniz}`, as: ayse });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'Forbidden', data: null });
    expect(
      (await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${ids.gunes}`, as: deniz })).statusCode,
    ).toBe(403);
  });

  it('lets the Deniz administrator and a SystemAdmin list Deniz units', async () => {
    for (const cookie of [deniz, system]) {
      const res = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${ids.deniz}`, as: cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toHaveLength(10);
    }
  });

  it('answers 400 naming the field when siteId is missing or not a number', async () => {
    for (const url of ['/api/siteadmin/units', '/api/siteadmin/units?siteId=abc']) {
      const res = await t.call({ method: 'GET', url, as: ayse });
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toMatch(/^Site/);
    }
  });

  it('answers 404 to a SystemAdmin for an unknown site', async () => {
    expect((await t.call({ method: 'GET', url: '/api/siteadmin/units?siteId=999999', as: system })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/siteadmin/units', () => {
  const create = (as: string, payload: object) => t.call({ method: 'POST', url: '/api/siteadmin/units', as, payload });

  it('creates a unit with trimmed labels and 0 for empty square metres and rooms', async () => {
    const res = await create(ayse, {
      siteId: ids.gunes,
      block: ' C ',
      doorNumber: ' 12B ',
      squareMeters: '',
      roomCount: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Daire eklendi');
    expect(res.body.data).toMatchObject({
      siteId: ids.gunes,
      block: 'C',
      doorNumber: '12B',
      squareMeters: 0,
      roomCount: 0,
      resident: null,
      outstanding: 0,
    });
    const [row] = await t.db.select().from(units).where(eq(units.id, res.body.data.id));
    expect(row).toMatchObject({ siteId: ids.gunes, block: 'C', doorNumber: '12B', squareMeters: 0, roomCount: 0 });
  });

  it('defaults missing square metres and rooms to 0 and keeps given ones', async () => {
    const missing = await create(ayse, { siteId: ids.gunes, block: 'C', doorNumber: '1' });
    expect(missing.body.data).toMatchObject({ squareMeters: 0, roomCount: 0 });
    const given = await create(ayse, {
      siteId: ids.gunes,
      block: 'C',
      doorNumber: '2',
      squareMeters: 120,
      roomCount: 4,
    });
    expect(given.body.data).toMatchObject({ squareMeters: 120, roomCount: 4 });
  });

  it('answers 409 Conflict for the same block and door in the site', async () => {
    const res = await create(ayse, { siteId: ids.gunes, block: 'A', doorNumber: '5' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'Conflict',
      message: 'Bu blokta bu kapı numarası zaten kayıtlı.',
      details: { field: 'doorNumber' },
    });
    const same = await create(ayse, { siteId: ids.gunes, block: 'A ', doorNumber: ' 5' });
    expect(same.statusCode).toBe(409);
  });

  it('allows the same block and door in another site', async () => {
    const res = await create(system, { siteId: ids.deniz, block: 'A', doorNumber: '5' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ block: '  ', doorNumber: '7' }, 'Blok alanı zorunludur.'],
    [{ doorNumber: '7' }, 'Blok alanı zorunludur.'],
    [{ block: 'A', doorNumber: '' }, 'Kapı numarası alanı zorunludur.'],
    [{ block: 'ABCDEFGHIJK', doorNumber: '7' }, 'Blok en fazla 10 karakter olabilir.'],
    [{ block: 'A', doorNumber: '12345678901' }, 'Kapı numarası en fazla 10 karakter olabilir.'],
  ])('answers 400 naming the field for %o', async (fields, message) => {
    const res = await create(ayse, { siteId: ids.gunes, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError', message });
  });

  it.each([
    [{ squareMeters: -1 }, /^Metrekare/],
    [{ squareMeters: 85.5 }, /^Metrekare/],
    [{ roomCount: 'üç' }, /^Oda sayısı/],
    [{ roomCount: 100000 }, /^Oda sayısı/],
  ])('rejects a bad count %o with 400', async (fields, message) => {
    const res = await create(ayse, { siteId: ids.gunes, block: 'D', doorNumber: '1', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 403 when an Admin adds a unit to a site they do not administer, and adds nothing', async () => {
    const res = await create(ayse, { siteId: ids.deniz, block: 'Z', doorNumber: '1' });
    expect(res.statusCode).toBe(403);
    const rows = await t.db.select({ id: units.id }).from(units).where(eq(units.block, 'Z'));
    expect(rows).toHaveLength(0);
    expect((await create(mehmet, { siteId: ids.gunes, block: 'Z', doorNumber: '1' })).statusCode).toBe(403);
  });
});
