import { istanbulDay } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { units } from '../../db/schema/index.js';

// Editing a unit (PUT /api/siteadmin/units/{unitId}) and the check that a site's arsa payları add
// up to one (PRODUCT.md §12), on a site of their own next to the demo data.

let t: TestContext;
let w: World;
let siteId: number;
let admin: string;
let ayse: string;
let mehmet: string;
let system: string;
let a1: number;
let a2: number;
let a3: number;
let runs = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  [ayse, mehmet, system] = await Promise.all([t.login('ayse'), t.login('mehmet'), t.login('system')]);
});
afterAll(() => t.close());

// A fresh site of three units for every test, so no test sees another's shares.
beforeEach(async () => {
  runs += 1;
  siteId = await w.site({ name: `Arsa Payı Sitesi ${runs}` });
  [a1, a2, a3] = await Promise.all(['1', '2', '3'].map((doorNumber) => w.unit({ siteId, block: 'A', doorNumber })));
  admin = (await w.siteAdmin(siteId)).cookie;
});

const put = (unitId: number | string, payload: object, as = admin) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/units/${unitId}`, as, payload });
const shares = (as = admin, id = siteId) =>
  t.call({ method: 'GET', url: `/api/siteadmin/sites/${id}/land-shares`, as });
const rowOf = async (unitId: number) => (await t.db.select().from(units).where(eq(units.id, unitId)))[0];

const BASE = { block: 'A', doorNumber: '1', squareMeters: 95, roomCount: 3 };

describe('PUT /api/siteadmin/units/{unitId}', () => {
  it('sets labels, sizes, arsa payı and icra, answering the unit as the list shows it', async () => {
    const body = {
      block: ' b ',
      doorNumber: ' 7c ',
      squareMeters: 120,
      roomCount: 4,
      landShareNumerator: 18,
      landShareDenominator: 1256,
      enforcement: true,
    };
    const res = await put(a1, body);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Daire güncellendi');
    const expected = {
      id: a1,
      siteId,
      block: 'B',
      doorNumber: '7C',
      // The reference follows the labels: a door with a letter gets a dash.
      paymentReference: expect.stringMatching(/^S\d+-B-7C$/),
      squareMeters: 120,
      roomCount: 4,
      landShareNumerator: 18,
      landShareDenominator: 1256,
      enforcement: true,
      // The flag starts icra today (PRODUCT.md §21).
      enforcementStartedAt: istanbulDay(new Date()),
      resident: null,
      outstanding: 0,
      lateFeeAccrued: 0,
    };
    expect(res.body.data).toEqual(expected);
    expect(await rowOf(a1)).toMatchObject({
      block: 'B',
      doorNumber: '7C',
      squareMeters: 120,
      roomCount: 4,
      landShareNumerator: 18,
      landShareDenominator: 1256,
      enforcement: true,
    });

    // The same body again is the same unit (a PUT), its own block and door are no conflict.
    const again = await put(a1, body);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual(expected);

    // The unit list carries the same fields; units not yet given a share have nulls and no icra.
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${siteId}`, as: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.find((u: { id: number }) => u.id === a1)).toEqual(expected);
    expect(list.body.data.find((u: { id: number }) => u.id === a2)).toMatchObject({
      landShareNumerator: null,
      landShareDenominator: null,
      enforcement: false,
    });
  });

  it('keeps a stored share and icra flag that the body leaves out, and clears the share with nulls or blanks', async () => {
    await put(a1, { ...BASE, landShareNumerator: 18, landShareDenominator: 1256, enforcement: true });

    const kept = await put(a1, { ...BASE, squareMeters: 100 });
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data).toMatchObject({
      squareMeters: 100,
      landShareNumerator: 18,
      landShareDenominator: 1256,
      enforcement: true,
    });

    const cleared = await put(a1, {
      ...BASE,
      landShareNumerator: null,
      landShareDenominator: null,
      enforcement: false,
    });
    expect(cleared.body.data).toMatchObject({
      landShareNumerator: null,
      landShareDenominator: null,
      enforcement: false,
    });

    await put(a1, { ...BASE, landShareNumerator: '20', landShareDenominator: '1256' });
    expect(await rowOf(a1)).toMatchObject({ landShareNumerator: 20, landShareDenominator: 1256 });
    const blanks = await put(a1, { ...BASE, landShareNumerator: '', landShareDenominator: ' ' });
    expect(blanks.statusCode).toBe(200);
    expect(await rowOf(a1)).toMatchObject({ landShareNumerator: null, landShareDenominator: null });
  });

  it('lets a share be the whole (n = d) and sets empty sizes to 0 as Daire Ekle does', async () => {
    const res = await put(a1, {
      block: 'A',
      doorNumber: '1',
      squareMeters: '',
      landShareNumerator: 5,
      landShareDenominator: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      squareMeters: 0,
      roomCount: 0,
      landShareNumerator: 5,
      landShareDenominator: 5,
    });
  });

  it.each([
    [{ landShareNumerator: 18 }, 'Arsa payı (payda) alanı zorunludur: arsa payının payı ve paydası birlikte girilir.'],
    [
      { landShareDenominator: 1256 },
      'Arsa payı (pay) alanı zorunludur: arsa payının payı ve paydası birlikte girilir.',
    ],
    [
      { landShareNumerator: null, landShareDenominator: 1256 },
      'Arsa payı (pay) alanı zorunludur: arsa payının payı ve paydası birlikte girilir.',
    ],
    [
      { landShareNumerator: 18, landShareDenominator: '' },
      'Arsa payı (payda) alanı zorunludur: arsa payının payı ve paydası birlikte girilir.',
    ],
    [{ landShareNumerator: 1257, landShareDenominator: 1256 }, 'Arsa payı (pay) paydadan büyük olamaz.'],
    [{ landShareNumerator: 0, landShareDenominator: 1256 }, 'Arsa payı (pay) en az 1 olmalıdır.'],
    [{ landShareNumerator: 18, landShareDenominator: -4 }, 'Arsa payı (payda) en az 1 olmalıdır.'],
    [{ landShareNumerator: 1.5, landShareDenominator: 1256 }, 'Arsa payı (pay) tam sayı olmalıdır.'],
    [
      { landShareNumerator: 18, landShareDenominator: 3_000_000_000 },
      'Arsa payı (payda) en fazla 2147483647 olabilir.',
    ],
    [{ landShareNumerator: 18, landShareDenominator: 'bin' }, /^Arsa payı \(payda\) alanının türü geçersiz/],
    [{ landShareNumerator: [18], landShareDenominator: 1256 }, /^Arsa payı \(pay\) alanının türü geçersiz/],
    [{ enforcement: 'evet' }, /^İcra takibi alanının türü geçersiz/],
    [{ block: ' ' }, 'Blok alanı zorunludur.'],
    [{ doorNumber: '12345678901' }, 'Kapı numarası en fazla 10 karakter olabilir.'],
    [{ squareMeters: -1 }, /^Metrekare/],
    [{ roomCount: 'üç' }, /^Oda sayısı/],
  ])('answers 400 naming the field for %o and changes nothing', async (fields, message) => {
    await put(a1, { ...BASE, landShareNumerator: 1, landShareDenominator: 3 });
    const before = await rowOf(a1);
    const res = await put(a1, { ...BASE, squareMeters: 50, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError' });
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await rowOf(a1)).toEqual(before);
  });

  it('answers 400 naming the unit for an id that is not one', async () => {
    const res = await put('abc', BASE);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^Daire/);
  });

  it('answers 409 for the block and door of another unit of the site, as Daire Ekle does', async () => {
    for (const labels of [
      { block: 'A', doorNumber: '2' },
      { block: ' a', doorNumber: '2 ' },
    ]) {
      const res = await put(a1, { ...BASE, ...labels });
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({
        isSuccess: false,
        code: 'Conflict',
        message: 'Bu blokta bu kapı numarası zaten kayıtlı.',
        details: { field: 'doorNumber' },
      });
    }
    expect(await rowOf(a1)).toMatchObject({ block: 'A', doorNumber: '1' });
  });

  it("refuses another site's manager (403), a resident even of their own unit (403) and anyone signed out (401)", async () => {
    const other = await put(a1, { ...BASE, enforcement: true }, ayse);
    expect(other.statusCode).toBe(403);
    expect(other.body.code).toBe('Forbidden');

    const gunes = (await w.demo.siteIds()).gunes;
    const mehmetsUnit = await w.demo.unitId(gunes, 'A', '5');
    const before = await rowOf(mehmetsUnit);
    const resident = await put(mehmetsUnit, { block: 'A', doorNumber: '5', enforcement: false }, mehmet);
    expect(resident.statusCode).toBe(403);
    expect(await rowOf(mehmetsUnit)).toEqual(before);

    expect((await t.call({ method: 'PUT', url: `/api/siteadmin/units/${a1}`, payload: BASE })).statusCode).toBe(401);
    expect(await rowOf(a1)).toMatchObject({ enforcement: false, landShareNumerator: null });
  });

  it('lets a SystemAdmin edit any unit and answers 404 for one that does not exist', async () => {
    expect((await put(a1, { ...BASE, enforcement: true }, system)).body.data.enforcement).toBe(true);
    const missing = await put(999_999, BASE, system);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.code).toBe('NotFound');
  });

  it('is backed by the database: half a share or more than the whole is refused there too', async () => {
    await expect(t.db.update(units).set({ landShareNumerator: 5 }).where(eq(units.id, a1))).rejects.toThrow();
    await expect(
      t.db.update(units).set({ landShareNumerator: 6, landShareDenominator: 5 }).where(eq(units.id, a1)),
    ).rejects.toThrow();
    await expect(
      t.db.update(units).set({ landShareNumerator: 0, landShareDenominator: 5 }).where(eq(units.id, a1)),
    ).rejects.toThrow();
  });
});

describe('GET /api/siteadmin/sites/{siteId}/land-shares', () => {
  const give = (unitId: number, doorNumber: string, n: number | null, d: number | null) =>
    put(unitId, { ...BASE, doorNumber, landShareNumerator: n, landShareDenominator: d });

  it('says the shares add up to one when every unit has one and they make the whole', async () => {
    await give(a1, '1', 18, 1256);
    await give(a2, '2', 20, 1256);
    await give(a3, '3', 1218, 1256);
    const res = await shares();
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ landShareTotal: { numerator: 1, denominator: 1 }, complete: true, missing: 0 });
  });

  it('answers the reduced sum and complete: false when they do not', async () => {
    await give(a1, '1', 18, 1256);
    await give(a2, '2', 20, 1256);
    await give(a3, '3', 1219, 1256);
    expect((await shares()).body.data).toEqual({
      landShareTotal: { numerator: 1257, denominator: 1256 },
      complete: false,
      missing: 0,
    });
  });

  it('counts the units without a share, and is never complete while one is missing', async () => {
    expect((await shares()).body.data).toEqual({
      landShareTotal: { numerator: 0, denominator: 1 },
      complete: false,
      missing: 3,
    });
    await give(a1, '1', 1, 2);
    await give(a2, '2', 2, 4);
    expect((await shares()).body.data).toEqual({
      landShareTotal: { numerator: 1, denominator: 1 },
      complete: false,
      missing: 1,
    });
  });

  it("refuses another site's manager and a resident (403)", async () => {
    expect((await shares(ayse)).statusCode).toBe(403);
    const gunes = (await w.demo.siteIds()).gunes;
    expect((await shares(mehmet, gunes)).statusCode).toBe(403);
    expect((await shares(ayse, gunes)).statusCode).toBe(200);
  });
});
