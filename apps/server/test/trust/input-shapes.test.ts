import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, units } from '../../src/db/schema/index.js';
import { createTestApp, type TestContext } from '../helper.js';

let t: TestContext;
let ayse: string;
let system: string;
let gunesId: number;

beforeAll(async () => {
  t = await createTestApp();
  [ayse, system] = await Promise.all([t.login('ayse'), t.login('system')]);
  const [gunes] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.name, 'Güneş Sitesi'));
  gunesId = gunes!.id;
});
afterAll(() => t.close());

describe('a number field never accepts an array or an object', () => {
  it('POST /api/siteadmin/units refuses siteId: [id] with a 400 naming the field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: ayse,
      payload: { siteId: [gunesId], block: 'Z', doorNumber: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toMatch(/Site/);
    const made = await t.db.select({ id: units.id }).from(units).where(eq(units.block, 'Z'));
    expect(made).toEqual([]);
  });

  it('POST /api/siteadmin/sites/dues-amount refuses siteId: [id] and siteId: {}', async () => {
    for (const siteId of [[gunesId], { id: gunesId }]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/siteadmin/sites/dues-amount',
        as: ayse,
        payload: { siteId, monthlyDuesAmount: 1300 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('ValidationError');
    }
  });

  it('still reads a numeric id from the query string', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${gunesId}`, as: ayse });
    expect(res.statusCode).toBe(200);
  });
});

describe('block and door are compared as Turkish capitals', () => {
  it("'c' + '1b' is the unit 'C' + '1B': stored upper-cased, and a second spelling is a conflict", async () => {
    const first = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: ayse,
      payload: { siteId: gunesId, block: ' i ', doorNumber: '1b' },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: ayse,
      payload: { siteId: gunesId, block: 'İ', doorNumber: '1B' },
    });
    expect(second.statusCode).toBe(409);
    const rows = await t.db
      .select({ block: units.block, door: units.doorNumber })
      .from(units)
      .where(and(eq(units.siteId, gunesId), eq(units.doorNumber, '1B')));
    expect(rows).toEqual([{ block: 'İ', door: '1B' }]);
  });
});

describe('POST /api/system/menus', () => {
  it('refuses a path that leaves the app, naming the field, and stores nothing', async () => {
    for (const path of ['//evil.example/phish', '/\\evil.example', 'https://evil.example']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/system/menus',
        as: system,
        payload: { label: 'Kampanya', path, roles: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/^Yol /);
    }
    const menu = await t.call({ method: 'GET', url: '/api/system/menus', as: system });
    expect(menu.body.data.map((m: { label: string }) => m.label)).not.toContain('Kampanya');
  });
});
