import { liraToKurus } from '@aidat/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { accounts, expenseCategories, expenses, ledgerTransactions } from '../../../../db/schema/index.js';

let t: TestContext;
let w: World;
let ayse: string;
let system: string;
let mehmet: string;
let ids: { gunes: number; deniz: number };
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  ids = await w.demo.siteIds();
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
});
afterAll(() => t.close());

const IBAN = 'TR870001000912345678905001';

const listAccounts = (as: string, siteId: number) =>
  t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${siteId}`, as });
const createAccount = (as: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/siteadmin/accounts', as, payload });
const movements = (as: string, accountId: number, query = '') =>
  t.call({ method: 'GET', url: `/api/siteadmin/accounts/${accountId}/movements${query}`, as });

/** A site of the test's own with one unit, its Admin, and no account yet. */
async function freshSite() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Hesap Sitesi ${siteCounter}` });
  const unitId = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  const admin = await w.siteAdmin(siteId);
  return { siteId, unitId, admin: admin.cookie };
}

/** An expense (and optionally its reversal) written directly: the expenses API is not this module's. */
async function expenseRow(siteId: number, accountId: number, amount: number, at: string, reverses?: number) {
  const [category] = await t.db
    .insert(expenseCategories)
    .values({ siteId, name: `Kategori ${siteId}` })
    .onConflictDoUpdate({ target: [expenseCategories.siteId, expenseCategories.name], set: { siteId } })
    .returning({ id: expenseCategories.id });
  const kurus = liraToKurus(amount);
  const [row] = await t.db
    .insert(expenses)
    .values({
      siteId,
      accountId,
      categoryId: category.id,
      occurredAt: new Date(at),
      amountKurus: reverses ? -kurus : kurus,
      description: reverses ? 'İptal: Elektrik faturası' : 'Elektrik faturası',
      reversesId: reverses ?? null,
    })
    .returning({ id: expenses.id });
  return row.id;
}

async function accountCount(siteId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(accounts).where(eq(accounts.siteId, siteId));
  return row.n;
}

describe('GET /api/siteadmin/accounts', () => {
  it("lists Güneş's accounts, the default first, each balance its opening plus the payments into it", async () => {
    const res = await listAccounts(ayse, ids.gunes);
    expect(res.statusCode).toBe(200);
    const list = res.body.data as Array<{ id: number; name: string; isDefault: boolean; balance: number }>;
    expect(list.map((a) => [a.name, a.isDefault])).toEqual([
      ['Ziraat Bankası', true],
      ['Kasa', false],
    ]);
    expect(list[0]).toMatchObject({ kind: 'banka', iban: IBAN, openingBalance: 48_500, siteId: ids.gunes });
    for (const account of list) {
      const [paid] = await t.db
        .select({ kurus: sql<number>`coalesce(sum(${ledgerTransactions.amountKurus}), 0)::bigint`.mapWith(Number) })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.accountId, account.id));
      const [opening] = await t.db
        .select({ kurus: accounts.openingBalanceKurus })
        .from(accounts)
        .where(eq(accounts.id, account.id));
      const [spent] = await t.db
        .select({ kurus: sql<number>`coalesce(sum(${expenses.amountKurus}), 0)::bigint`.mapWith(Number) })
        .from(expenses)
        .where(eq(expenses.accountId, account.id));
      const [moved] = await t.db
        .execute(sql`
        select coalesce(sum(case when to_account_id = ${account.id} then amount_kurus else -amount_kurus end), 0)::bigint as kurus
        from account_transfers where ${account.id} in (from_account_id, to_account_id)`)
        .then((r) => (r as unknown as { rows: Array<{ kurus: number }> }).rows);
      expect(liraToKurus(account.balance)).toBe(opening.kurus + paid.kurus - spent.kurus + Number(moved.kurus));
    }
  });

  it("shows the demo's quarterly cash deposits from Güneş's kasa in both accounts' movements", async () => {
    const list = (await listAccounts(ayse, ids.gunes)).body.data as Array<{ id: number; name: string }>;
    const [bank, kasa] = list.map((a) => a.id);
    const kasaOut = (await movements(ayse, kasa, '?pageSize=200')).body.data.data.filter(
      (m: { kind: string }) => m.kind === 'transfer_out',
    );
    expect(kasaOut.length).toBeGreaterThanOrEqual(3);
    for (const m of kasaOut) {
      expect(m).toMatchObject({ counterpartAccountId: bank, counterpartAccountName: 'Ziraat Bankası' });
      expect(Math.abs(liraToKurus(m.amount)) % 10_000).toBe(0);
      expect(m.amount).toBeLessThan(0);
    }
    // The bank has a year of payments and expenses too: read its movements page by page.
    const bankIn: Array<{ transferId: number }> = [];
    for (let page = 1; ; page++) {
      const body = (await movements(ayse, bank, `?pageSize=200&page=${page}`)).body.data;
      bankIn.push(...body.data.filter((m: { kind: string }) => m.kind === 'transfer_in'));
      if (page >= body.totalPages) break;
    }
    expect(bankIn.map((m: { transferId: number }) => m.transferId).sort()).toEqual(
      kasaOut.map((m: { transferId: number }) => m.transferId).sort(),
    );
  });

  it("answers 403 for another site's accounts and for a Resident, 404 for an unknown site to a SystemAdmin", async () => {
    expect((await listAccounts(ayse, ids.deniz)).statusCode).toBe(403);
    expect((await listAccounts(mehmet, ids.gunes)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${ids.gunes}` })).statusCode).toBe(401);
    const deniz = await listAccounts(system, ids.deniz);
    expect(deniz.statusCode).toBe(200);
    expect(deniz.body.data.map((a: { name: string }) => a.name)).toEqual(['Vakıfbank']);
    expect((await listAccounts(system, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/siteadmin/accounts', () => {
  it('opens a bank account, keeping the IBAN without spaces and upper-cased', async () => {
    const { siteId, admin } = await freshSite();
    const res = await createAccount(admin, {
      siteId,
      name: ' İş Bankası ',
      kind: 'banka',
      iban: 'tr87 0001 0009 1234 5678 9050 01',
      openingBalance: 1500.5,
      openingDate: '2025-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Hesap oluşturuldu');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      siteId,
      name: 'İş Bankası',
      kind: 'banka',
      iban: IBAN,
      openingBalance: 1500.5,
      openingDate: '2025-01-01',
      // The site had no default account: its first one is.
      isDefault: true,
      balance: 1500.5,
    });
  });

  it.each([
    [{ kind: 'banka' }, 'Banka hesabı için IBAN girilmelidir.'],
    [{ kind: 'banka', iban: '  ' }, 'Banka hesabı için IBAN girilmelidir.'],
    [{ kind: 'kasa', iban: IBAN }, 'Kasa hesabına IBAN girilemez.'],
    [{ kind: 'banka', iban: 'TR880001000912345678905001' }, /^IBAN’ın kontrol basamakları tutmuyor/],
    [{ kind: 'banka', iban: 'DE89370400440532013000' }, /^IBAN geçerli bir Türkiye IBAN/],
    [{ kind: 'banka', iban: 'TR87 0001 0009 1234 5678 9050 0' }, /^IBAN geçerli bir Türkiye IBAN/],
    [{ kind: 'cek' }, /^Hesap türü/],
    [{ kind: 'kasa', name: '' }, 'Hesap adı alanı zorunludur.'],
    [{ kind: 'kasa', name: 'x'.repeat(101) }, 'Hesap adı en fazla 100 karakter olabilir.'],
    [{ kind: 'kasa', openingBalance: -1 }, 'Açılış bakiyesi negatif olamaz.'],
    [{ kind: 'kasa', openingBalance: 1.005 }, 'Açılış bakiyesi en fazla iki ondalık basamak içerebilir.'],
    [{ kind: 'kasa', openingDate: '2025-02-30' }, 'Açılış tarihi geçerli bir tarih olmalıdır.'],
    [{ kind: 'kasa', openingDate: '2999-01-01' }, 'Açılış tarihi bugünden sonra olamaz.'],
    [{ kind: 'kasa', openingDate: '1999-12-31' }, 'Açılış tarihi 2000 yılından önce olamaz.'],
  ])('answers 400 naming the field for %o and opens nothing', async (change, message) => {
    const before = await accountCount(ids.gunes);
    const res = await createAccount(ayse, {
      siteId: ids.gunes,
      name: 'Yeni Hesap',
      openingBalance: 0,
      openingDate: '2025-01-01',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toMatch(message);
    expect(await accountCount(ids.gunes)).toBe(before);
  });

  it('refuses a name the site already has in Turkish case rules (409), not one of another site', async () => {
    const base = { kind: 'kasa', openingBalance: 0, openingDate: '2025-01-01' };
    const res = await createAccount(ayse, { ...base, siteId: ids.gunes, name: 'KASA' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'Conflict', message: 'Bu sitede aynı adda bir hesap zaten var.' });
    const dotted = await createAccount(ayse, {
      ...base,
      kind: 'banka',
      iban: IBAN,
      siteId: ids.gunes,
      name: 'ZİRAAT BANKASI',
    });
    expect(dotted.statusCode).toBe(409);
    expect((await createAccount(system, { ...base, siteId: ids.deniz, name: 'Kasa' })).statusCode).toBe(201);
  });

  it('moves the default to a new default account in one step, and payments follow it', async () => {
    const { siteId, unitId, admin } = await freshSite();
    const base = { siteId, openingBalance: 0, openingDate: '2025-01-01' };
    const first = await createAccount(admin, { ...base, name: 'Kasa', kind: 'kasa' });
    const second = await createAccount(admin, { ...base, name: 'Ziraat', kind: 'banka', iban: IBAN });
    expect(first.body.data.isDefault).toBe(true);
    expect(second.body.data.isDefault).toBe(false);
    const third = await createAccount(admin, { ...base, name: 'Halkbank', kind: 'banka', iban: IBAN, isDefault: true });
    expect(third.body.data.isDefault).toBe(true);
    const list = (await listAccounts(admin, siteId)).body.data as Array<{ name: string; isDefault: boolean }>;
    expect(list.map((a) => [a.name, a.isDefault])).toEqual([
      ['Halkbank', true],
      ['Kasa', false],
      ['Ziraat', false],
    ]);
    const paid = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitId}/payments`,
      as: admin,
      payload: { kind: 'aidat', amount: 10 },
    });
    expect(paid.body.data).toMatchObject({ accountId: third.body.data.id, accountName: 'Halkbank', method: 'havale' });
  });

  it("answers 403 for another site's Admin and a Resident, and opens nothing", async () => {
    const payload = { siteId: ids.deniz, name: 'Yetkisiz', kind: 'kasa', openingBalance: 0, openingDate: '2025-01-01' };
    const before = await accountCount(ids.deniz);
    expect((await createAccount(ayse, payload)).statusCode).toBe(403);
    expect((await createAccount(mehmet, payload)).statusCode).toBe(403);
    expect(await accountCount(ids.deniz)).toBe(before);
  });
});

describe('account balances', () => {
  it('add payments and transfers in, take expenses and transfers out, and undo each reversal exactly', async () => {
    const { siteId, unitId, admin } = await freshSite();
    const base = { siteId, openingDate: '2025-01-01' };
    const kasa = (await createAccount(admin, { ...base, name: 'Kasa', kind: 'kasa', openingBalance: 100 })).body.data
      .id;
    const bank = (
      await createAccount(admin, { ...base, name: 'Banka', kind: 'banka', iban: IBAN, openingBalance: 1000 })
    ).body.data.id;
    const pay = (payload: object) =>
      t.call({ method: 'POST', url: `/api/siteadmin/units/${unitId}/payments`, as: admin, payload });

    const cash = await pay({ kind: 'aidat', amount: 250.1, accountId: kasa, method: 'nakit' });
    expect(cash.statusCode).toBe(201);
    expect(cash.body.data).toMatchObject({ accountId: kasa, accountName: 'Kasa', method: 'nakit' });
    const card = await pay({ kind: 'aidat', amount: 99.99, accountId: bank, method: 'kredi_karti' });
    expect(card.body.data).toMatchObject({ accountId: bank, accountName: 'Banka', method: 'kredi_karti' });
    const reversed = await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${cash.body.data.id}/reverse`,
      as: admin,
      payload: { reason: 'Yanlış daire' },
    });
    expect(reversed.body.data).toMatchObject({ amount: -250.1, accountId: kasa, accountName: 'Kasa', method: 'nakit' });

    const transfer = await t.call({
      method: 'POST',
      url: '/api/siteadmin/transfers',
      as: admin,
      payload: {
        fromAccountId: kasa,
        toAccountId: bank,
        amount: 50,
        date: '2025-02-01',
        description: 'Bankaya yatırıldı',
      },
    });
    expect(transfer.statusCode).toBe(201);
    const undone = await w.transfer({ siteId, fromAccountId: kasa, toAccountId: bank, amount: 20, at: '2025-02-02' });
    await w.transfer({
      siteId,
      fromAccountId: kasa,
      toAccountId: bank,
      amount: 20,
      at: '2025-02-03',
      reverses: undone,
    });
    const bill = await expenseRow(siteId, bank, 30.05, '2025-03-01T09:00:00Z');
    await expenseRow(siteId, bank, 30.05, '2025-03-02T09:00:00Z', bill);
    await expenseRow(siteId, bank, 12.34, '2025-03-03T09:00:00Z');

    const list = (await listAccounts(admin, siteId)).body.data as Array<{ id: number; balance: number }>;
    const balance = (id: number) => liraToKurus(list.find((a) => a.id === id)!.balance);
    // 100 + 250.10 − 250.10 − 50 − 20 + 20
    expect(balance(kasa)).toBe(5_000);
    // 1000 + 99.99 + 50 + 20 − 20 − 30.05 + 30.05 − 12.34
    expect(balance(bank)).toBe(113_765);
  });
});

describe('GET /api/siteadmin/accounts/{id}/movements', () => {
  let site: Awaited<ReturnType<typeof freshSite>>;
  let bank: number;
  let kasa: number;

  beforeAll(async () => {
    site = await freshSite();
    const base = { siteId: site.siteId, openingDate: '2025-01-01' };
    bank = (
      await createAccount(site.admin, { ...base, name: 'Banka', kind: 'banka', iban: IBAN, openingBalance: 1000 })
    ).body.data.id;
    kasa = (await createAccount(site.admin, { ...base, name: 'Kasa', kind: 'kasa', openingBalance: 0 })).body.data.id;
    const pay = (amount: number, date: string) =>
      t.call({
        method: 'POST',
        url: `/api/siteadmin/units/${site.unitId}/payments`,
        as: site.admin,
        payload: { kind: 'aidat', amount, date, accountId: bank },
      });
    await pay(100, '2025-03-10');
    await pay(200.5, '2025-04-10');
    await t.call({
      method: 'POST',
      url: '/api/siteadmin/transfers',
      as: site.admin,
      payload: {
        fromAccountId: bank,
        toAccountId: kasa,
        amount: 75.25,
        date: '2025-05-10',
        description: 'Kasaya çekildi',
      },
    });
    await expenseRow(site.siteId, bank, 40, '2025-06-10T09:00:00Z');
  });

  it('lists every movement newest first with its signed amount, references and running balance', async () => {
    const res = await movements(site.admin, bank);
    expect(res.statusCode).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: 5, totalPages: 1, balanceBefore: 0 });
    expect(page.account).toMatchObject({ id: bank, name: 'Banka', balance: 1185.25 });
    expect(
      page.data.map((m: { kind: string; amount: number; runningBalance: number }) => [
        m.kind,
        m.amount,
        m.runningBalance,
      ]),
    ).toEqual([
      ['expense', -40, 1185.25],
      ['transfer_out', -75.25, 1225.25],
      ['payment', 200.5, 1300.5],
      ['payment', 100, 1100],
      ['opening', 1000, 1000],
    ]);
    const [expense, transfer, payment, , opening] = page.data;
    expect(expense).toMatchObject({ expenseId: expect.any(Number), description: 'Elektrik faturası', unitId: null });
    expect(transfer).toMatchObject({
      transferId: expect.any(Number),
      counterpartAccountId: kasa,
      counterpartAccountName: 'Kasa',
      description: 'Kasaya çekildi',
      date: '2025-05-10T09:00:00.000Z',
    });
    expect(payment).toMatchObject({
      transactionId: expect.any(Number),
      unitId: site.unitId,
      unitLabel: 'A-1',
      description: 'Aidat ödemesi',
      expenseId: null,
      transferId: null,
    });
    expect(opening).toMatchObject({ description: 'Açılış bakiyesi', date: '2024-12-31T21:00:00.000Z' });
    expect(page.balanceAfter).toBe(1185.25);
    expect(page.totals).toEqual({ in: 1300.5, out: 115.25, net: 1185.25 });
    expect(page.pageTotals).toEqual(page.totals);

    const kasaPage = (await movements(site.admin, kasa)).body.data;
    expect(kasaPage.data[0]).toMatchObject({
      kind: 'transfer_in',
      amount: 75.25,
      runningBalance: 75.25,
      counterpartAccountName: 'Banka',
    });
  });

  it('keeps every running balance when the movements are read page by page', async () => {
    const whole = (await movements(site.admin, bank, '?pageSize=100')).body.data.data;
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await movements(site.admin, bank, `?page=${page}&pageSize=2`);
      expect(res.body.data).toMatchObject({ page, pageSize: 2, totalCount: 5, totalPages: 3 });
      pages.push(...res.body.data.data);
    }
    expect(pages).toEqual(whole);
    const second = (await movements(site.admin, bank, '?page=2&pageSize=2')).body.data;
    expect(second.pageTotals).toEqual({ in: 300.5, out: 0, net: 300.5 });
    expect(second.totals).toEqual({ in: 1300.5, out: 115.25, net: 1185.25 });
    // Each balance is the one before it plus its own amount.
    for (let i = 0; i < whole.length - 1; i++) {
      expect(liraToKurus(whole[i].runningBalance)).toBe(
        liraToKurus(whole[i + 1].runningBalance) + liraToKurus(whole[i].amount),
      );
    }
    expect((await movements(site.admin, bank, '?page=9&pageSize=2')).body.data).toMatchObject({
      data: [],
      totalCount: 5,
    });
  });

  it('cuts the days asked for, keeping the balances over all movements and carrying the earlier ones', async () => {
    const res = await movements(site.admin, bank, '?from=2025-04-01&to=2025-05-10');
    expect(res.statusCode).toBe(200);
    const page = res.body.data;
    expect(page.data.map((m: { kind: string; runningBalance: number }) => [m.kind, m.runningBalance])).toEqual([
      ['transfer_out', 1225.25],
      ['payment', 1300.5],
    ]);
    expect(page).toMatchObject({ totalCount: 2, balanceBefore: 1100, balanceAfter: 1225.25 });
    expect(page.totals).toEqual({ in: 200.5, out: 75.25, net: 125.25 });
    const empty = (await movements(site.admin, bank, '?from=2024-01-01&to=2024-06-30')).body.data;
    expect(empty).toMatchObject({ data: [], totalCount: 0, totalPages: 0, balanceBefore: 0, balanceAfter: 0 });
  });

  it.each([
    ['?from=2025-05-01&to=2025-04-01', 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    ['?from=2025-13-01', 'Başlangıç tarihi geçerli bir tarih olmalıdır.'],
    ['?to=dün', 'Bitiş tarihi geçerli bir tarih olmalıdır.'],
    ['?pageSize=0', /^Sayfa boyutu/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const res = await movements(site.admin, bank, query);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("answers 403 for another site's account and for a Resident, 404 for an unknown one", async () => {
    expect((await movements(ayse, bank)).statusCode).toBe(403);
    expect((await movements(mehmet, bank)).statusCode).toBe(403);
    const unknown = await movements(system, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Hesap bulunamadı.');
    expect((await movements(system, bank)).statusCode).toBe(200);
    const [denizBank] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.siteId, ids.deniz), eq(accounts.kind, 'banka')));
    expect((await movements(ayse, denizBank.id)).statusCode).toBe(403);
  });
});
