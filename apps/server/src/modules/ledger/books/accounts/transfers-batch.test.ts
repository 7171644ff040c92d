import { DEMO_USERS } from '../../../../db/seed/demo-data.js';
import { liraToKurus } from '@aidat/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import {
  accounts,
  accountTransfers,
  expenseCategories,
  ledgerTransactions,
  unitOwners,
  units,
  unitTenancies,
} from '../../../../db/schema/index.js';

let t: TestContext;
let w: World;
let ayse: string;
let system: string;
let mehmet: string;
let deniz: string;
let ids: { gunes: number; deniz: number };
let gunesBank: number;
let gunesKasa: number;
let denizBank: number;
let roofId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  ids = await w.demo.siteIds();
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  deniz = (await w.siteAdmin(ids.deniz)).cookie;
  const rows = await t.db
    .select({ id: accounts.id, siteId: accounts.siteId, kind: accounts.kind })
    .from(accounts)
    .where(inArray(accounts.siteId, [ids.gunes, ids.deniz]));
  gunesBank = rows.find((a) => a.siteId === ids.gunes && a.kind === 'banka')!.id;
  gunesKasa = rows.find((a) => a.siteId === ids.gunes && a.kind === 'kasa')!.id;
  denizBank = rows.find((a) => a.siteId === ids.deniz)!.id;
  const charges = await t.call({
    method: 'GET',
    url: `/api/siteadmin/additional-charges?siteId=${ids.gunes}`,
    as: ayse,
  });
  roofId = charges.body.data.find((c: { title: string }) => c.title === 'Çatı Onarımı').id;
});
afterAll(() => t.close());

const post = (url: string, as: string, payload: object, key?: string) =>
  t.call({ method: 'POST', url, as, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });

async function transferCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(accountTransfers);
  return row.n;
}

async function ledgerCount(siteId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.siteId, siteId));
  return row.n;
}

async function balanceOf(as: string, siteId: number, accountId: number): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${siteId}`, as });
  return liraToKurus(res.body.data.find((a: { id: number }) => a.id === accountId).balance);
}

describe('POST /api/siteadmin/transfers', () => {
  const transfer = (as: string, payload: object, key?: string) => post('/api/siteadmin/transfers', as, payload, key);

  it('moves the amount from one account of the site to another', async () => {
    const [kasaBefore, bankBefore] = [
      await balanceOf(ayse, ids.gunes, gunesKasa),
      await balanceOf(ayse, ids.gunes, gunesBank),
    ];
    const res = await transfer(ayse, {
      fromAccountId: gunesKasa,
      toAccountId: gunesBank,
      amount: 1234.56,
      date: '2026-01-05',
      description: ' Kasadan bankaya yatırıldı ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Transfer kaydedildi');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      siteId: ids.gunes,
      fromAccountId: gunesKasa,
      fromAccountName: 'Kasa',
      toAccountId: gunesBank,
      toAccountName: 'Ziraat Bankası',
      amount: 1234.56,
      date: '2026-01-05T09:00:00.000Z',
      description: 'Kasadan bankaya yatırıldı',
      reversesId: null,
      reversalReason: null,
      createdBy: 'Ayşe Yılmaz',
    });
    expect(await balanceOf(ayse, ids.gunes, gunesKasa)).toBe(kasaBefore - 123_456);
    expect(await balanceOf(ayse, ids.gunes, gunesBank)).toBe(bankBefore + 123_456);
  });

  it.each([
    [{ toAccountId: 'same' }, 'Gönderen ve alan hesap aynı olamaz.'],
    [{ amount: 0 }, 'Tutar sıfırdan büyük olmalıdır.'],
    [{ amount: -5 }, 'Tutar sıfırdan büyük olmalıdır.'],
    [{ amount: 1.234 }, 'Tutar en fazla iki ondalık basamak içerebilir.'],
    [{ date: '2999-01-01' }, 'Tarih bugünden sonra olamaz.'],
    [{ date: 'dün' }, /^Tarih/],
    [{ description: '' }, 'Açıklama alanı zorunludur.'],
    [{ fromAccountId: 'x' }, /^Gönderen hesap/],
  ])('answers 400 naming the field for %o and moves nothing', async (change, message) => {
    const before = await transferCount();
    const payload = {
      fromAccountId: gunesKasa,
      toAccountId: gunesBank,
      amount: 10,
      date: '2026-01-05',
      description: 'Deneme',
      ...change,
    };
    if (payload.toAccountId === 'same') payload.toAccountId = gunesKasa;
    const res = await transfer(ayse, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await transferCount()).toBe(before);
  });

  it('refuses two accounts of different sites (400) even to a SystemAdmin', async () => {
    const before = await transferCount();
    const payload = {
      fromAccountId: gunesKasa,
      toAccountId: denizBank,
      amount: 10,
      date: '2026-01-05',
      description: 'x',
    };
    const res = await transfer(system, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Transfer yalnızca aynı sitenin iki hesabı arasında yapılabilir.');
    expect(await transferCount()).toBe(before);
  });

  it("answers 403 for another site's account, 404 for an unknown one, 403 for a Resident", async () => {
    const base = { amount: 10, date: '2026-01-05', description: 'x' };
    expect((await transfer(deniz, { ...base, fromAccountId: gunesKasa, toAccountId: gunesBank })).statusCode).toBe(403);
    expect((await transfer(ayse, { ...base, fromAccountId: gunesKasa, toAccountId: denizBank })).statusCode).toBe(403);
    expect((await transfer(mehmet, { ...base, fromAccountId: gunesKasa, toAccountId: gunesBank })).statusCode).toBe(
      403,
    );
    const unknown = await transfer(ayse, { ...base, fromAccountId: gunesKasa, toAccountId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Hesap bulunamadı.');
  });

  it('writes one transfer for the same Idempotency-Key twice', async () => {
    const payload = {
      fromAccountId: gunesKasa,
      toAccountId: gunesBank,
      amount: 5,
      date: '2026-01-06',
      description: 'Tek',
    };
    const before = await transferCount();
    const first = await transfer(ayse, payload, 'transfer-once');
    const second = await transfer(ayse, payload, 'transfer-once');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await transferCount()).toBe(before + 1);
  });
});

/** A site of its own with a kasa holding `kasa` lira since 2026-01-01, an empty bank account and one category. */
let cashSites = 0;
async function cashSite(kasa: number) {
  cashSites += 1;
  const siteId = await w.site({ name: `Kasa Sitesi ${cashSites}` });
  const kasaId = await w.account({
    siteId,
    name: 'Kasa',
    kind: 'kasa',
    openingBalance: kasa,
    openingDate: '2026-01-01',
    isDefault: true,
  });
  const bankId = await w.account({
    siteId,
    name: 'Banka',
    kind: 'banka',
    openingBalance: 0,
    openingDate: '2026-01-01',
  });
  const [category] = await t.db.insert(expenseCategories).values({ siteId, name: 'Temizlik' }).returning();
  const admin = (await w.siteAdmin(siteId)).cookie;
  return { siteId, kasaId, bankId, categoryId: category.id, admin };
}

describe('a kasa never goes below zero (PRODUCT.md §10)', () => {
  it('refuses a transfer or an expense that would take the kasa below zero, with what it holds, writing nothing', async () => {
    const s = await cashSite(100);
    const before = await transferCount();
    const tooMuch = await post('/api/siteadmin/transfers', s.admin, {
      fromAccountId: s.kasaId,
      toAccountId: s.bankId,
      amount: 100.01,
      date: '2026-02-01',
      description: 'Bankaya',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body.message).toBe('Kasa eksiye düşemez: bu tarihte ve sonrasında kasada en fazla 100,00 ₺ var.');
    expect(tooMuch.body.details).toEqual({ field: 'amount' });
    expect(await transferCount()).toBe(before);
    const all = await post('/api/siteadmin/transfers', s.admin, {
      fromAccountId: s.kasaId,
      toAccountId: s.bankId,
      amount: 100,
      date: '2026-02-01',
      description: 'Bankaya',
    });
    expect(all.statusCode).toBe(201);
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(0);
    const expense = await post('/api/siteadmin/expenses', s.admin, {
      siteId: s.siteId,
      accountId: s.kasaId,
      categoryId: s.categoryId,
      date: '2026-02-02',
      amount: 0.01,
      description: 'Deterjan',
    });
    expect(expense.statusCode).toBe(409);
    expect(expense.body.message).toContain('en fazla 0,00 ₺');
    // A bank account may show a negative book balance (an overdraft, a fee recorded late).
    const fromBank = await post('/api/siteadmin/expenses', s.admin, {
      siteId: s.siteId,
      accountId: s.bankId,
      categoryId: s.categoryId,
      date: '2026-02-02',
      amount: 150,
      description: 'Banka masrafı',
    });
    expect(fromBank.statusCode).toBe(201);
  });

  it('refuses money taken out at an earlier date when a later balance would fall below zero', async () => {
    const s = await cashSite(100);
    const out = (amount: number, date: string) =>
      post('/api/siteadmin/transfers', s.admin, {
        fromAccountId: s.kasaId,
        toAccountId: s.bankId,
        amount,
        date,
        description: 'Bankaya',
      });
    expect((await out(80, '2026-03-01')).statusCode).toBe(201);
    // On 1 February the kasa held 100, but after 1 March only 20 would be left for it.
    const earlier = await out(30, '2026-02-01');
    expect(earlier.statusCode).toBe(409);
    expect(earlier.body.message).toContain('en fazla 20,00 ₺');
    expect((await out(20, '2026-02-01')).statusCode).toBe(201);
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(0);
  });
});

describe('POST /api/siteadmin/transfers/{id}/reverse', () => {
  const reverse = (as: string, id: number, payload: object = { reason: 'Yanlış hesap' }) =>
    post(`/api/siteadmin/transfers/${id}/reverse`, as, payload);

  it('moves the money back once, with the reason; a reversal is not reversible', async () => {
    const s = await cashSite(500);
    const made = await post('/api/siteadmin/transfers', s.admin, {
      fromAccountId: s.kasaId,
      toAccountId: s.bankId,
      amount: 300,
      date: '2026-02-01',
      description: 'Bankaya yatırıldı',
    });
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(20_000);
    const movementsOfKasa = async () =>
      (await t.call({ method: 'GET', url: `/api/siteadmin/accounts/${s.kasaId}/movements`, as: s.admin })).body.data
        .data as Array<{ kind: string; transferId: number | null; reversible: boolean }>;
    expect((await movementsOfKasa()).filter((m) => m.transferId !== null)).toEqual([
      expect.objectContaining({ kind: 'transfer_out', transferId: made.body.data.id, reversible: true }),
    ]);
    const res = await reverse(s.admin, made.body.data.id, { reason: ' Yanlış hesap ' });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Transfer iptal edildi');
    expect(res.body.data).toMatchObject({
      siteId: s.siteId,
      fromAccountId: s.kasaId,
      fromAccountName: 'Kasa',
      toAccountId: s.bankId,
      toAccountName: 'Banka',
      amount: -300,
      description: 'İptal: Bankaya yatırıldı (Yanlış hesap)',
      reversesId: made.body.data.id,
      reversalReason: 'Yanlış hesap',
    });
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(50_000);
    expect(await balanceOf(s.admin, s.siteId, s.bankId)).toBe(0);
    // Neither the transfer nor its reversal can be reversed now.
    expect((await movementsOfKasa()).filter((m) => m.transferId !== null).map((m) => m.reversible)).toEqual([
      false,
      false,
    ]);
    expect((await reverse(s.admin, made.body.data.id)).statusCode).toBe(409);
    expect((await reverse(s.admin, res.body.data.id)).statusCode).toBe(400);
  });

  it('refuses to reverse a transfer into a kasa whose money has been spent since', async () => {
    const s = await cashSite(0);
    await t.db.update(accounts).set({ openingBalanceKurus: 100_000 }).where(eq(accounts.id, s.bankId));
    const made = await post('/api/siteadmin/transfers', s.admin, {
      fromAccountId: s.bankId,
      toAccountId: s.kasaId,
      amount: 400,
      date: '2026-02-01',
      description: 'Bankadan nakit çekildi',
    });
    const spent = await post('/api/siteadmin/expenses', s.admin, {
      siteId: s.siteId,
      accountId: s.kasaId,
      categoryId: s.categoryId,
      date: '2026-02-03',
      amount: 250,
      description: 'Temizlik malzemesi',
    });
    expect(spent.statusCode).toBe(201);
    const res = await reverse(s.admin, made.body.data.id);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toContain('en fazla 150,00 ₺');
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(15_000);
  });

  it("answers 403 for another site's Admin and a Resident, 404 for an unknown transfer, 400 without a reason", async () => {
    const s = await cashSite(100);
    const made = await post('/api/siteadmin/transfers', s.admin, {
      fromAccountId: s.kasaId,
      toAccountId: s.bankId,
      amount: 10,
      date: '2026-02-01',
      description: 'Bankaya',
    });
    expect((await reverse(deniz, made.body.data.id)).statusCode).toBe(403);
    expect((await reverse(mehmet, made.body.data.id)).statusCode).toBe(403);
    expect((await reverse(system, 999_999_999)).statusCode).toBe(404);
    expect((await reverse(s.admin, made.body.data.id, {})).statusCode).toBe(400);
    expect(await balanceOf(s.admin, s.siteId, s.kasaId)).toBe(9_000);
  });
});

describe('POST /api/siteadmin/payments/batch', () => {
  let a1: number;
  let a2: number;
  let a5: number;
  let c3: number;

  beforeAll(async () => {
    a1 = await w.demo.unitId(ids.gunes, 'A', '1');
    a2 = await w.demo.unitId(ids.gunes, 'A', '2');
    a5 = await w.demo.unitId(ids.gunes, 'A', '5');
    c3 = await w.demo.unitId(ids.deniz, 'C', '3');
  });

  const batch = (as: string, payload: object, key?: string) => post('/api/siteadmin/payments/batch', as, payload, key);
  const body = (items: object[], over: object = {}) => ({
    siteId: ids.gunes,
    accountId: gunesKasa,
    method: 'nakit',
    date: '2026-01-20',
    items,
    ...over,
  });

  it('records every item into the one account with the one method and date, and answers the payments', async () => {
    const before = await balanceOf(ayse, ids.gunes, gunesKasa);
    const res = await batch(
      ayse,
      body([
        { unitId: a1, kind: 'aidat', amount: 1250 },
        { unitId: a2, kind: 'aidat', amount: 625.5, description: 'Yarım ay' },
        { unitId: a5, kind: 'ekbutce', additionalChargeId: roofId, amount: 500 },
        { unitId: a5, kind: 'aidat', amount: 0.01 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('4 ödeme kaydedildi');
    const common = {
      accountId: gunesKasa,
      accountName: 'Kasa',
      method: 'nakit',
      date: '2026-01-20T09:00:00.000Z',
      createdBy: 'Ayşe Yılmaz',
      reversed: false,
      reversesId: null,
      reversalReason: null,
      receiptNo: expect.stringMatching(/^2026-\d{6}$/),
    };
    // One receipt number each, consecutive in the order of the items.
    const receiptNos = res.body.data.map((p: { receiptNo: string }) => Number(p.receiptNo.slice(5)));
    expect(receiptNos).toEqual([0, 1, 2, 3].map((k) => receiptNos[0] + k));
    expect(res.body.data).toEqual([
      {
        ...common,
        id: expect.any(Number),
        unitId: a1,
        type: 'aidat_payment',
        amount: 1250,
        description: 'Aidat ödemesi',
        additionalChargeId: null,
      },
      {
        ...common,
        id: expect.any(Number),
        unitId: a2,
        type: 'aidat_payment',
        amount: 625.5,
        description: 'Yarım ay',
        additionalChargeId: null,
      },
      {
        ...common,
        id: expect.any(Number),
        unitId: a5,
        type: 'ekbutce_payment',
        amount: 500,
        description: 'Çatı Onarımı ödemesi',
        additionalChargeId: roofId,
      },
      {
        ...common,
        id: expect.any(Number),
        unitId: a5,
        type: 'aidat_payment',
        amount: 0.01,
        description: 'Aidat ödemesi',
        additionalChargeId: null,
      },
    ]);
    expect(await balanceOf(ayse, ids.gunes, gunesKasa)).toBe(before + 125_000 + 62_550 + 50_000 + 1);
    // The unit's own ledger shows them with their account.
    const ledger = await t.call({ method: 'GET', url: `/api/siteadmin/units/${a2}/transactions`, as: ayse });
    expect(ledger.body.data.find((e: { description: string }) => e.description === 'Yarım ay')).toMatchObject({
      accountId: gunesKasa,
      accountName: 'Kasa',
      method: 'nakit',
    });
  });

  // The details name the item (its row from 1, as the messages count) and its field.
  it.each([
    [[{ unitId: 'c3', kind: 'aidat', amount: 5 }], 404, '2. satır: Daire bu sitede bulunamadı.', 'items.1.unitId'],
    [[{ unitId: 999_999, kind: 'aidat', amount: 5 }], 404, '2. satır: Daire bu sitede bulunamadı.', 'items.1.unitId'],
    [
      [{ unitId: 'a2', kind: 'ekbutce', additionalChargeId: 999_999, amount: 5 }],
      404,
      '2. satır: Ek bütçe bu sitede bulunamadı.',
      'items.1.additionalChargeId',
    ],
    [
      [{ unitId: 'a2', kind: 'ekbutce', amount: 5 }],
      400,
      '2. satır: Ek bütçe ödemesi için ek bütçe seçilmelidir.',
      'items.1.additionalChargeId',
    ],
    [[{ unitId: 'a1', kind: 'aidat', amount: 7 }], 400, /^2\. satır, 1\. satırla aynı daire/, 'items.1'],
    [[{ unitId: 'a2', kind: 'aidat', amount: 0 }], 400, 'Tutar sıfırdan büyük olmalıdır.', 'items.1.amount'],
    [[{ unitId: 'a2', kind: 'nakit', amount: 5 }], 400, /^Ödeme türü/, 'items.1.kind'],
  ])('writes nothing when one item is wrong: %o', async (second, status, message, field) => {
    const units: Record<string, number> = { a1, a2, c3 };
    const items = [{ unitId: a1, kind: 'aidat', amount: 10 }, ...second].map((item) => ({
      ...item,
      unitId: typeof item.unitId === 'string' ? units[item.unitId] : item.unitId,
    }));
    const before = await ledgerCount(ids.gunes);
    const res = await batch(ayse, body(items));
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(res.body.details).toEqual({ field, row: 2 });
    expect(await ledgerCount(ids.gunes)).toBe(before);
  });

  it('refuses an empty batch, more than 500 items, another site’s account and an unknown method', async () => {
    const before = await ledgerCount(ids.gunes);
    const empty = await batch(ayse, body([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Ödemeler en az 1 öğe içermelidir.');
    const many = Array.from({ length: 501 }, () => ({ unitId: a1, kind: 'aidat', amount: 1 }));
    const tooMany = await batch(ayse, body(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('Ödemeler en fazla 500 öğe içerebilir.');
    const otherAccount = await batch(
      system,
      body([{ unitId: a1, kind: 'aidat', amount: 1 }], { accountId: denizBank }),
    );
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.body.message).toBe('Hesap bu sitenin hesabı değil.');
    const method = await batch(ayse, body([{ unitId: a1, kind: 'aidat', amount: 1 }], { method: 'cek' }));
    expect(method.statusCode).toBe(400);
    expect(method.body.message).toMatch(/^Ödeme yöntemi/);
    const future = await batch(ayse, body([{ unitId: a1, kind: 'aidat', amount: 1 }], { date: '2999-01-01' }));
    expect(future.body.message).toBe('Tarih bugünden sonra olamaz.');
    expect(await ledgerCount(ids.gunes)).toBe(before);
  });

  it('records 500 items in one transaction', async () => {
    const siteId = await w.site({ name: 'Büyük Site' });
    const admin = (await w.siteAdmin(siteId)).cookie;
    const unitIds = (
      await t.db
        .insert(units)
        .values(Array.from({ length: 100 }, (_, i) => ({ siteId, block: 'A', doorNumber: String(i + 1) })))
        .returning({ id: units.id })
    ).map((u) => u.id);
    const charges: number[] = [];
    for (const title of ['Çatı', 'Havuz', 'Asansör', 'Boya'])
      charges.push(await w.additionalCharge({ siteId, title, amount: 10 }));
    const account = await w.account({ siteId, name: 'Kasa', isDefault: true });
    const items = unitIds.flatMap((unitId) => [
      { unitId, kind: 'aidat', amount: 1 },
      ...charges.map((additionalChargeId) => ({ unitId, kind: 'ekbutce', additionalChargeId, amount: 0.5 })),
    ]);
    expect(items).toHaveLength(500);
    const res = await batch(admin, body(items, { siteId, accountId: account }));
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toHaveLength(500);
    expect(res.body.data.map((p: { unitId: number }) => p.unitId)).toEqual(items.map((i) => i.unitId));
    expect(await ledgerCount(siteId)).toBe(500);
    expect(await balanceOf(admin, siteId, account)).toBe(100 * 100 + 400 * 50);
  });

  it('writes one set of rows for the same Idempotency-Key twice', async () => {
    const payload = body([
      { unitId: a1, kind: 'aidat', amount: 3 },
      { unitId: a2, kind: 'aidat', amount: 4 },
    ]);
    const before = await ledgerCount(ids.gunes);
    const first = await batch(ayse, payload, 'batch-once');
    const second = await batch(ayse, payload, 'batch-once');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await ledgerCount(ids.gunes)).toBe(before + 2);
    // A refused batch stores nothing under its key, so the corrected batch may use it.
    const refused = await batch(ayse, body([{ unitId: c3, kind: 'aidat', amount: 3 }]), 'batch-retry');
    expect(refused.statusCode).toBe(404);
    const corrected = await batch(ayse, body([{ unitId: a1, kind: 'aidat', amount: 3 }]), 'batch-retry');
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it("answers 403 for another site's Admin and a Resident", async () => {
    const payload = body([{ unitId: a1, kind: 'aidat', amount: 1 }]);
    const before = await ledgerCount(ids.gunes);
    expect((await batch(deniz, payload)).statusCode).toBe(403);
    expect((await batch(mehmet, payload)).statusCode).toBe(403);
    expect(await ledgerCount(ids.gunes)).toBe(before);
  });
});

describe('POST /api/siteadmin/units/{unitId}/payments with an account', () => {
  it('takes the account and method given, refusing an account of another site (400)', async () => {
    const a3 = await w.demo.unitId(ids.gunes, 'A', '3');
    const pay = (as: string, payload: object) =>
      t.call({ method: 'POST', url: `/api/siteadmin/units/${a3}/payments`, as, payload });
    const plain = await pay(ayse, { kind: 'aidat', amount: 1 });
    expect(plain.body.data).toMatchObject({ accountId: gunesBank, accountName: 'Ziraat Bankası', method: 'havale' });
    const cash = await pay(ayse, { kind: 'aidat', amount: 1, accountId: gunesKasa });
    expect(cash.body.data).toMatchObject({ accountId: gunesKasa, method: 'nakit' });
    const card = await pay(ayse, { kind: 'aidat', amount: 1, accountId: gunesBank, method: 'kredi_karti' });
    expect(card.body.data).toMatchObject({ accountId: gunesBank, method: 'kredi_karti' });
    const before = await ledgerCount(ids.gunes);
    const other = await pay(system, { kind: 'aidat', amount: 1, accountId: denizBank });
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toBe('Hesap bu sitenin hesabı değil.');
    expect((await pay(ayse, { kind: 'aidat', amount: 1, accountId: 999_999 })).statusCode).toBe(400);
    const method = await pay(ayse, { kind: 'aidat', amount: 1, method: 'cek' });
    expect(method.statusCode).toBe(400);
    expect(method.body.message).toMatch(/^Ödeme yöntemi/);
    expect(await ledgerCount(ids.gunes)).toBe(before);
  });

  it('shows charges without account or method in the unit ledger', async () => {
    const a3 = await w.demo.unitId(ids.gunes, 'A', '3');
    const ledger = await t.call({ method: 'GET', url: `/api/siteadmin/units/${a3}/transactions`, as: ayse });
    const charge = ledger.body.data.find((e: { type: string }) => e.type === 'aidat_charge');
    expect(charge).toMatchObject({ accountId: null, accountName: null, method: null });
  });
});

describe('GET /api/siteadmin/sites/{siteId}/collections', () => {
  it('lists every unit in block and door order with its resident and what it owes on dues and each ek bütçe', async () => {
    const siteId = await w.site({ name: 'Tahsilat Sitesi' });
    const resident = await w.user({ fullName: 'Zeynep Kaya' });
    const [a10, a2, b1] = [
      await w.unit({ siteId, block: 'A', doorNumber: '10', residentId: resident.id }),
      await w.unit({ siteId, block: 'A', doorNumber: '2' }),
      await w.unit({ siteId, block: 'B', doorNumber: '1' }),
    ];
    const admin = (await w.siteAdmin(siteId)).cookie;
    const pool = await w.additionalCharge({ siteId, title: 'Havuz', amount: 300 });
    const roof = await w.additionalCharge({ siteId, title: 'Çatı', amount: 100 });
    const at = '2025-06-01T09:00:00Z';
    for (const unitId of [a10, a2, b1]) {
      await w.ledgerRow(
        { unitId, siteId },
        { type: 'aidat_charge', amount: 1000, at, description: 'Haziran', period: '2025-06' },
      );
      await w.ledgerRow(
        { unitId, siteId },
        { type: 'ekbutce_charge', amount: 300, at, description: 'Havuz ek bütçesi', chargeId: pool },
      );
      await w.ledgerRow(
        { unitId, siteId },
        { type: 'ekbutce_charge', amount: 100, at, description: 'Çatı ek bütçesi', chargeId: roof },
      );
    }
    // A-10 paid its dues and part of the pool; B-1 paid more than its dues and all of the roof.
    await w.ledgerRow({ unitId: a10, siteId }, { type: 'aidat_payment', amount: 1000, at, description: 'Ödeme' });
    await w.ledgerRow(
      { unitId: a10, siteId },
      { type: 'ekbutce_payment', amount: 120.5, at, description: 'Havuz ödemesi', chargeId: pool },
    );
    await w.ledgerRow({ unitId: b1, siteId }, { type: 'aidat_payment', amount: 1500, at, description: 'Ödeme' });
    await w.ledgerRow(
      { unitId: b1, siteId },
      { type: 'ekbutce_payment', amount: 100, at, description: 'Çatı ödemesi', chargeId: roof },
    );

    const res = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/collections`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        unitId: a2,
        block: 'A',
        doorNumber: '2',
        residentName: null,
        tenantName: null,
        ownerNames: [],
        duesDebt: -1000,
        charges: [
          { additionalChargeId: pool, title: 'Havuz', debt: -300, chargedTo: 'owner' },
          { additionalChargeId: roof, title: 'Çatı', debt: -100, chargedTo: 'owner' },
        ],
        lateFeeDebt: 0,
        lateFeeAccrued: 0,
      },
      {
        unitId: a10,
        block: 'A',
        doorNumber: '10',
        residentName: 'Zeynep Kaya',
        tenantName: null,
        ownerNames: [],
        duesDebt: 0,
        charges: [
          { additionalChargeId: pool, title: 'Havuz', debt: -179.5, chargedTo: 'owner' },
          { additionalChargeId: roof, title: 'Çatı', debt: -100, chargedTo: 'owner' },
        ],
        lateFeeDebt: 0,
        lateFeeAccrued: 0,
      },
      {
        unitId: b1,
        block: 'B',
        doorNumber: '1',
        residentName: null,
        tenantName: null,
        ownerNames: [],
        duesDebt: 0,
        charges: [{ additionalChargeId: pool, title: 'Havuz', debt: -300, chargedTo: 'owner' }],
        lateFeeDebt: 0,
        lateFeeAccrued: 0,
      },
    ]);

    // Whom to ask (PRODUCT.md §16): A-2's tenant and owner come with it, and each ek bütçe's chargedTo.
    const tenant = await w.user({ fullName: 'Ece Bulut' });
    await t.db
      .insert(unitTenancies)
      .values({ unitId: a2, userId: tenant.id, fullName: 'Ece Bulut', since: '2025-01-01' });
    await t.db.insert(unitOwners).values({
      unitId: a2,
      userId: resident.id,
      fullName: 'Levent Tunç',
      shareNumerator: 1,
      shareDenominator: 1,
      since: '2024-01-01',
    });
    const again = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/collections`, as: admin });
    expect(again.body.data[0]).toMatchObject({ unitId: a2, tenantName: 'Ece Bulut', ownerNames: ['Levent Tunç'] });
  });

  it("answers 403 for another site's Admin and a Resident, 404 for an unknown site to a SystemAdmin", async () => {
    const url = (siteId: number) => `/api/siteadmin/sites/${siteId}/collections`;
    expect((await t.call({ method: 'GET', url: url(ids.deniz), as: ayse })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: url(ids.gunes), as: mehmet })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: url(999_999), as: system })).statusCode).toBe(404);
    const gunes = await t.call({ method: 'GET', url: url(ids.gunes), as: ayse });
    expect(gunes.statusCode).toBe(200);
    expect(gunes.body.data[0]).toMatchObject({ block: 'A', doorNumber: '1' });
    const mehmets = gunes.body.data.find(
      (u: { block: string; doorNumber: string }) => u.block === 'A' && u.doorNumber === '5',
    );
    expect(mehmets.residentName).toBe('Mehmet Demir');
    expect(mehmets.charges).toEqual([expect.objectContaining({ additionalChargeId: roofId, title: 'Çatı Onarımı' })]);
  });

  it('names a resident linked by a registered phone as the manager typed it, never by their own details', async () => {
    const url = `/api/siteadmin/sites/${ids.gunes}/collections`;
    const before = await t.call({ method: 'GET', url, as: ayse });
    const free = before.body.data.find((u: { residentName: string | null }) => u.residentName === null);
    const linked = await t.call({
      method: 'PUT',
      url: `/api/siteadmin/units/${free.unitId}/resident`,
      as: ayse,
      payload: { fullName: 'Takma Ad', phone: DEMO_USERS.mehmet.phone },
    });
    expect(linked.statusCode).toBe(200);
    const after = await t.call({ method: 'GET', url, as: ayse });
    const row = after.body.data.find((u: { unitId: number }) => u.unitId === free.unitId);
    expect(row.residentName).toBe('Takma Ad');
    expect(JSON.stringify(after.body.data.filter((u: { unitId: number }) => u.unitId === free.unitId))).not.toContain(
      'Mehmet',
    );
    await t.call({ method: 'DELETE', url: `/api/siteadmin/units/${free.unitId}/resident`, as: ayse });
  });
});
