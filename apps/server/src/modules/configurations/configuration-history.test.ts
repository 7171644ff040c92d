import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationHistory } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let system: string;
const BASE = '/api/system/configurations';

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

/** n history rows for one key, written directly: the paging arithmetic is the subject here. */
async function seedRows(key: string, n: number) {
  if (n === 0) return;
  const start = Date.UTC(2025, 0, 1);
  await t.db.insert(configurationHistory).values(
    Array.from({ length: n }, (_, i) => ({
      changedAtUtc: new Date(start + i * 60_000),
      action: i === 0 ? 'CREATE' : 'UPDATE',
      configurationKey: key,
      oldValue: i === 0 ? null : String(i - 1),
      newValue: String(i),
      changedBy: 'Test',
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

describe('GET /api/system/configurations/{key}/history', () => {
  for (const [rows, pages] of [
    [0, 0],
    [1, 1],
    [50, 1],
    [51, 2],
  ] as const) {
    it(`reports ${pages} page(s) for ${rows} row(s) at the default page size of 50`, async () => {
      const key = `Paging.Rows${rows}`;
      await seedRows(key, rows);
      const page = await history(`${BASE}/${key}/history`);
      expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: rows, totalPages: pages });
      expect(page.data).toHaveLength(Math.min(rows, 50));
    });
  }

  it('pages newest first without overlap', async () => {
    const first = await history(`${BASE}/Paging.Rows51/history?page=1`);
    const second = await history(`${BASE}/Paging.Rows51/history?page=2`);
    expect(first.data[0].newValue).toBe('50');
    expect(first.data[49].newValue).toBe('1');
    expect(second.data.map((r) => r.newValue)).toEqual(['0']);
    expect(second.data[0].action).toBe('CREATE');
    const small = await history(`${BASE}/Paging.Rows51/history?page=3&pageSize=20`);
    expect(small).toMatchObject({ page: 3, pageSize: 20, totalPages: 3 });
    expect(small.data.map((r) => r.newValue)).toEqual(Array.from({ length: 11 }, (_, i) => String(10 - i)));
  });

  it('answers an empty page beyond the last one', async () => {
    const page = await history(`${BASE}/Paging.Rows1/history?page=5`);
    expect(page).toMatchObject({ page: 5, totalCount: 1, totalPages: 1, data: [] });
  });

  it('records create, update and delete of one key in order, and keeps them after the delete', async () => {
    await t.call({
      method: 'POST',
      url: BASE,
      as: system,
      payload: { key: 'Lifecycle', value: 'a', description: 'ilk' },
    });
    await t.call({
      method: 'PUT',
      url: `${BASE}/Lifecycle`,
      as: system,
      payload: { value: 'b', description: 'ikinci', isFrontendVisible: true },
    });
    await t.call({ method: 'DELETE', url: `${BASE}/Lifecycle`, as: system });
    const page = await history(`${BASE}/Lifecycle/history`);
    expect(page.totalCount).toBe(3);
    expect(page.data.map((r) => [r.action, r.oldValue, r.newValue])).toEqual([
      ['DELETE', 'b', null],
      ['UPDATE', 'a', 'b'],
      ['CREATE', null, 'a'],
    ]);
    expect(page.data[1]).toMatchObject({
      configurationKey: 'Lifecycle',
      oldDescription: 'ilk',
      newDescription: 'ikinci',
      oldIsFrontendVisible: false,
      newIsFrontendVisible: true,
      changedBy: 'Sistem Yöneticisi',
    });
    expect(Object.keys(page.data[0]).sort()).toEqual(
      [
        'action',
        'changedAtUtc',
        'changedBy',
        'configurationKey',
        'id',
        'newDescription',
        'newIsFrontendVisible',
        'newValue',
        'oldDescription',
        'oldIsFrontendVisible',
        'oldValue',
      ].sort(),
    );
  });

  it('rejects a page size over 200 and a page below 1', async () => {
    const big = await t.call({ method: 'GET', url: `${BASE}/Lifecycle/history?pageSize=201`, as: system });
    expect(big.statusCode).toBe(400);
    expect(big.body.message).toBe('Sayfa boyutu en fazla 200 olabilir.');
    const zero = await t.call({ method: 'GET', url: `${BASE}/Lifecycle/history?page=0`, as: system });
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toBe('Sayfa en az 1 olmalıdır.');
  });
});

describe('GET /api/system/configurations/history', () => {
  it('lists every key newest first with the total', async () => {
    const page = await history(`${BASE}/history?pageSize=200`);
    expect(page.totalCount).toBe(0 + 1 + 50 + 51 + 3);
    expect(page.totalPages).toBe(1);
    expect(page.data[0]).toMatchObject({ configurationKey: 'Lifecycle', action: 'DELETE' });
    const times = page.data.map((r) => new Date(r.changedAtUtc as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const keys = new Set(page.data.map((r) => r.configurationKey));
    expect(keys).toEqual(new Set(['Paging.Rows1', 'Paging.Rows50', 'Paging.Rows51', 'Lifecycle']));
  });

  it('answers 401 anonymously and 403 to an Admin', async () => {
    expect((await t.call({ method: 'GET', url: `${BASE}/history` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `${BASE}/history`, as: await t.login('ayse') })).statusCode).toBe(403);
  });
});
