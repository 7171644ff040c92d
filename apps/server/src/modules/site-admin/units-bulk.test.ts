import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { createSite, createSiteAdmin, unitCount } from '../../../test/factories/index.js';
import { units } from '../../db/schema/index.js';

let t: TestContext;
let system: string;
let admin: string;
let otherAdmin: string;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  siteId = await createSite(t, { name: 'Toplu Daire Sitesi', blockCount: 2, unitCount: 5 });
  admin = (await createSiteAdmin(t, siteId, 'Toplu Yönetici')).cookie;
  otherAdmin = (await createSiteAdmin(t, await createSite(t, { name: 'Komşu Site' }), 'Komşu Yönetici')).cookie;
});
afterAll(() => t.close());

const save = (rows: object[], as = admin, site = siteId) =>
  t.call({ method: 'POST', url: `/api/siteadmin/sites/${site}/units`, as, payload: { units: rows } });

describe('POST /api/siteadmin/sites/{siteId}/units', () => {
  it('creates every unit of the list, labels upper-cased as in Daire Ekle', async () => {
    const res = await save([
      { block: 'a', doorNumber: '1', squareMeters: 90, roomCount: 3 },
      { block: 'A', doorNumber: '2' },
      { block: 'B', doorNumber: '1', squareMeters: '' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ message: '3 daire eklendi', data: { siteId, created: 3 } });
    const rows = await t.db
      .select({ block: units.block, door: units.doorNumber, m2: units.squareMeters })
      .from(units)
      .where(eq(units.siteId, siteId))
      .orderBy(units.id);
    expect(rows).toEqual([
      { block: 'A', door: '1', m2: 90 },
      { block: 'A', door: '2', m2: 0 },
      { block: 'B', door: '1', m2: 0 },
    ]);
  });

  it('refuses a list naming a unit the site has, saving none of it (409)', async () => {
    const res = await save([
      { block: 'B', doorNumber: '2' },
      { block: 'B', doorNumber: '1' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('B blok 1 numaralı daire bu sitede zaten kayıtlı.');
    expect(res.body.details).toEqual({ field: 'units.1.doorNumber', row: 2 });
    expect(await unitCount(t, siteId)).toBe(3);
  });

  it('refuses a block and door given twice, naming the row (400)', async () => {
    const res = await save([
      { block: 'C', doorNumber: '1' },
      { block: 'C', doorNumber: '2' },
      { block: 'c', doorNumber: '1' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('3. satır: C blok 1 numaralı daire listede birden fazla kez var.');
    // The row and field beside the text: a client marks them without reading the message.
    expect(res.body.details).toEqual({ field: 'units.2.doorNumber', row: 3 });
    expect(await unitCount(t, siteId)).toBe(3);
  });

  it.each([
    [
      [
        { block: 'D', doorNumber: '1' },
        { block: 'D', doorNumber: '12345678901' },
      ],
      'Kapı numarası en fazla 10 karakter olabilir.',
    ],
    [[{ block: '', doorNumber: '1' }], 'Blok alanı zorunludur.'],
    [[{ block: 'D', doorNumber: '1', squareMeters: -1 }], 'Metrekare en az 0 olmalıdır.'],
    [[], 'Daireler en az 1 öğe içermelidir.'],
  ])('answers 400 in Turkish naming the field and saves nothing for %o', async (rows, message) => {
    const res = await save(rows);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await unitCount(t, siteId)).toBe(3);
  });

  it('is for the site’s managers and SystemAdmins only', async () => {
    expect((await save([{ block: 'E', doorNumber: '1' }], otherAdmin)).statusCode).toBe(403);
    expect((await save([{ block: 'E', doorNumber: '1' }], system)).statusCode).toBe(201);
    expect((await save([{ block: 'E', doorNumber: '2' }], system, 999_999)).statusCode).toBe(404);
  });
});
