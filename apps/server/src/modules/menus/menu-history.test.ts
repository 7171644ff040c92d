import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuHistory } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;
const BASE = '/api/system/menus';

async function history(url: string) {
  const res = await t.call({ method: 'GET', url, as: system });
  expect(res.statusCode).toBe(200);
  return res.body.data as {
    data: Array<Record<string, unknown>>;
    page: number;
    pageSize: number;
    totalCount: number;
    totalPages: number;
  };
}

async function seedRows(menuId: number, n: number) {
  if (n === 0) return;
  const start = Date.UTC(2025, 0, 1);
  await t.db.insert(menuHistory).values(
    Array.from({ length: n }, (_, i) => ({
      menuId,
      changedAtUtc: new Date(start + i * 60_000),
      action: 'UPDATE',
      oldLabel: `L${i - 1}`,
      newLabel: `L${i}`,
      changedBy: 'Test',
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

describe('GET /api/system/menus/{id}/history', () => {
  for (const [rows, pages, menuId] of [
    [0, 0, 900_000],
    [1, 1, 900_001],
    [50, 1, 900_050],
    [51, 2, 900_051],
  ] as const) {
    it(`reports ${pages} page(s) for ${rows} row(s) at the default page size of 50`, async () => {
      await seedRows(menuId, rows);
      const page = await history(`${BASE}/${menuId}/history`);
      expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: rows, totalPages: pages });
      expect(page.data).toHaveLength(Math.min(rows, 50));
    });
  }

  it('pages newest first', async () => {
    const second = await history(`${BASE}/900051/history?page=2`);
    expect(second.data.map((r) => r.newLabel)).toEqual(['L0']);
    const first = await history(`${BASE}/900051/history?pageSize=2`);
    expect(first.data.map((r) => r.newLabel)).toEqual(['L50', 'L49']);
    expect(first.totalPages).toBe(26);
  });

  it('keeps the whole life of an item, after its deletion too', async () => {
    const created = (await t.call({ method: 'POST', url: BASE, as: system, payload: { label: 'A', path: '/a' } })).body
      .data;
    await t.call({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      as: system,
      payload: { label: 'B', path: '/b', roles: 'Admin' },
    });
    await t.call({ method: 'DELETE', url: `${BASE}/${created.id}`, as: system });
    const page = await history(`${BASE}/${created.id}/history`);
    expect(page.data.map((r) => [r.action, r.oldLabel, r.newLabel, r.oldRoles, r.newRoles])).toEqual([
      ['DELETE', 'B', null, 'Admin', null],
      ['UPDATE', 'A', 'B', '', 'Admin'],
      ['CREATE', null, 'A', null, ''],
    ]);
    expect(page.data.every((r) => r.changedBy === 'Sistem Yöneticisi' && r.menuId === created.id)).toBe(true);
  });
});

describe('GET /api/system/menus/history', () => {
  it('lists every item newest first with the total', async () => {
    const page = await history(`${BASE}/history?pageSize=200`);
    expect(page.totalCount).toBe(1 + 50 + 51 + 3);
    expect(page.data[0]).toMatchObject({ action: 'DELETE', oldLabel: 'B' });
    const times = page.data.map((r) => new Date(r.changedAtUtc as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 401 anonymously and 403 to a Resident', async () => {
    expect((await t.call({ method: 'GET', url: `${BASE}/history` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `${BASE}/history`, as: await t.login('mehmet') })).statusCode).toBe(403);
  });
});
