import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { accounts as accountTable } from '../../../../db/schema/index.js';
import { setUpSiteBooks } from '../accounts/site-books.repository.js';

let t: TestContext;
let w: World;
let system: string;
let mehmet: string;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  [system, mehmet] = await Promise.all([t.login('system'), t.login('mehmet')]);
});
afterAll(() => t.close());

/** A site of the test's own with its books opened as a new site's are, and its Admin. */
async function freshSite() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Gider Sitesi ${siteCounter}` });
  await setUpSiteBooks(t.db, siteId);
  // 10.000,00 ₺ in the kasa to pay from: a kasa never goes below zero (PRODUCT.md §10).
  await t.db.update(accountTable).set({ openingBalanceKurus: 1_000_000 }).where(eq(accountTable.siteId, siteId));
  const admin = await w.siteAdmin(siteId);
  const categories = (
    await t.call({ method: 'GET', url: `/api/siteadmin/expense-categories?siteId=${siteId}`, as: admin.cookie })
  ).body.data as Array<{ id: number; name: string }>;
  const accounts = (await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${siteId}`, as: admin.cookie }))
    .body.data as Array<{ id: number; name: string; balance: number }>;
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  return {
    siteId,
    admin: admin.cookie,
    category,
    kasa: accounts[0].id,
    balance: async () => {
      const list = await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${siteId}`, as: admin.cookie });
      return list.body.data[0].balance as number;
    },
  };
}

const post = (as: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, as, payload, headers });

describe('expense categories', () => {
  it("opens a new site's books with the default categories, and takes new ones once per name", async () => {
    const s = await freshSite();
    const list = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expense-categories?siteId=${s.siteId}`,
      as: s.admin,
    });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Elektrik',
      'Su',
      'Doğalgaz',
      'Personel',
      'Asansör',
      'Temizlik',
      'Bahçe',
      'Sigorta',
      'Bakım-Onarım',
      'Yönetim',
      'Diğer',
    ]);
    const created = await post(s.admin, '/api/siteadmin/expense-categories', { siteId: s.siteId, name: ' Havuz ' });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ siteId: s.siteId, name: 'Havuz' });
    const again = await post(s.admin, '/api/siteadmin/expense-categories', { siteId: s.siteId, name: 'Havuz' });
    expect(again.statusCode).toBe(409);
    const blank = await post(s.admin, '/api/siteadmin/expense-categories', { siteId: s.siteId, name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toContain('Kategori adı');
  });
});

describe('expenses', () => {
  it('records an expense out of an account, lists it by month and category, and lowers the balance', async () => {
    const s = await freshSite();
    const res = await post(s.admin, '/api/siteadmin/expenses', {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Elektrik'),
      date: '2026-03-10',
      amount: 1234.56,
      description: 'Mart elektrik faturası',
      vendor: 'Enerjisa',
      invoiceNo: 'EA2026000123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 1234.56,
      categoryName: 'Elektrik',
      accountName: 'Kasa',
      vendor: 'Enerjisa',
      invoiceNo: 'EA2026000123',
      reversed: false,
      reversesId: null,
      attachments: [],
    });
    await post(s.admin, '/api/siteadmin/expenses', {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Su'),
      date: '2026-04-02',
      amount: 300,
      description: 'Nisan su faturası',
    });
    expect(await s.balance()).toBe(10_000 - 1534.56);
    const march = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses?siteId=${s.siteId}&month=2026-03&page=1&pageSize=10`,
      as: s.admin,
    });
    expect(march.body.data).toMatchObject({ totalCount: 1, total: 1234.56 });
    expect(march.body.data.data[0].description).toBe('Mart elektrik faturası');
    const water = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses?siteId=${s.siteId}&categoryId=${s.category('Su')}`,
      as: s.admin,
    });
    expect(water.body.data.data.map((e: { amount: number }) => e.amount)).toEqual([300]);
  });

  it("refuses another site's account or category, a future date and a bad amount, naming the field", async () => {
    const s = await freshSite();
    const other = await freshSite();
    const base = {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Su'),
      date: '2026-03-10',
      amount: 10,
      description: 'Su',
    };
    expect((await post(s.admin, '/api/siteadmin/expenses', { ...base, accountId: other.kasa })).statusCode).toBe(400);
    expect(
      (await post(s.admin, '/api/siteadmin/expenses', { ...base, categoryId: other.category('Su') })).statusCode,
    ).toBe(400);
    const future = await post(s.admin, '/api/siteadmin/expenses', { ...base, date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    const zero = await post(s.admin, '/api/siteadmin/expenses', { ...base, amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toContain('Tutar');
    // Another site's Admin, and a resident, are refused before anything is written.
    expect((await post(other.admin, '/api/siteadmin/expenses', base)).statusCode).toBe(403);
    expect((await post(mehmet, '/api/siteadmin/expenses', base)).statusCode).toBe(403);
    expect(await s.balance()).toBe(10_000);
  });

  it('reverses an expense once, giving the money back to its account; a reversal is not reversible', async () => {
    const s = await freshSite();
    const created = await post(s.admin, '/api/siteadmin/expenses', {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Bahçe'),
      date: '2026-05-05',
      amount: 450,
      description: 'Çim biçme',
    });
    const id = created.body.data.id;
    const reversal = await post(s.admin, `/api/siteadmin/expenses/${id}/reverse`, { reason: 'Yanlış site' });
    expect(reversal.statusCode).toBe(201);
    expect(reversal.body.data).toMatchObject({
      amount: -450,
      reversesId: id,
      description: 'İptal: Çim biçme (Yanlış site)',
      reversalReason: 'Yanlış site',
    });
    expect(await s.balance()).toBe(10_000);
    expect((await post(s.admin, `/api/siteadmin/expenses/${id}/reverse`, { reason: 'Tekrar' })).statusCode).toBe(409);
    const ofReversal = await post(s.admin, `/api/siteadmin/expenses/${reversal.body.data.id}/reverse`, { reason: 'x' });
    expect(ofReversal.statusCode).toBe(400);
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/expenses?siteId=${s.siteId}`, as: s.admin });
    expect(list.body.data.data.find((e: { id: number }) => e.id === id).reversed).toBe(true);
    expect(list.body.data.total).toBe(0);
    // Unknown expense: 404 to the SystemAdmin.
    expect((await post(system, '/api/siteadmin/expenses/999999/reverse', { reason: 'x' })).statusCode).toBe(404);
  });

  it('reverses an expense of the longest description with the longest reason, shortening the copy of its description', async () => {
    const s = await freshSite();
    const created = await post(s.admin, '/api/siteadmin/expenses', {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Bahçe'),
      date: '2026-05-05',
      amount: 10,
      description: 'Ç'.repeat(500),
    });
    const reason = 'n'.repeat(200);
    const reversal = await post(s.admin, `/api/siteadmin/expenses/${created.body.data.id}/reverse`, { reason });
    expect(reversal.statusCode).toBe(201);
    const text: string = reversal.body.data.description;
    expect(text.length).toBe(500);
    expect(text.startsWith('İptal: ÇÇÇ')).toBe(true);
    expect(text.endsWith(`… (${reason})`)).toBe(true);
    expect(reversal.body.data.reversalReason).toBe(reason);
  });

  it('records one expense for a repeated submit with the same Idempotency-Key', async () => {
    const s = await freshSite();
    const body = {
      siteId: s.siteId,
      accountId: s.kasa,
      categoryId: s.category('Temizlik'),
      date: '2026-05-05',
      amount: 99.9,
      description: 'Temizlik malzemesi',
    };
    const headers = { 'idempotency-key': `gider-${s.siteId}` };
    const [a, b] = await Promise.all([
      post(s.admin, '/api/siteadmin/expenses', body, headers),
      post(s.admin, '/api/siteadmin/expenses', body, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await s.balance()).toBe(10_000 - 99.9);
  });
});
