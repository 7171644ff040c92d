import { addMonths, liraToKurus, periodOf } from '@aidat/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { pdfText } from '../../../../../test/fixtures/pdf-text.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { additionalCharges, expenseCategories, expenses, ledgerTransactions } from '../../../../db/schema/index.js';

let t: TestContext;
let w: World;
let mehmet: string;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  mehmet = await t.login('mehmet');
});
afterAll(() => t.close());

/** A site with a Kasa (opening 1,000 TL) and a bank account (opening 0), both from 1 January 2026. */
async function bookSite() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Rapor Sitesi ${siteCounter}` });
  const kasa = await w.account({
    siteId,
    name: 'Kasa',
    kind: 'kasa',
    openingBalance: 1000,
    openingDate: '2026-01-01',
    isDefault: true,
  });
  const banka = await w.account({ siteId, name: 'Banka', kind: 'banka', openingBalance: 0, openingDate: '2026-01-01' });
  const [elektrik, su] = await t.db
    .insert(expenseCategories)
    .values([
      { siteId, name: 'Elektrik' },
      { siteId, name: 'Su' },
    ])
    .returning({ id: expenseCategories.id });
  const admin = await w.siteAdmin(siteId);
  return { siteId, kasa, banka, elektrik: elektrik.id, su: su.id, admin: admin.cookie };
}

type Site = Awaited<ReturnType<typeof bookSite>>;

async function post(
  site: Site,
  unitId: number,
  entry: {
    type: 'aidat_charge' | 'aidat_payment' | 'ekbutce_charge' | 'ekbutce_payment';
    amount: number;
    at: string;
    accountId?: number;
    chargeId?: number;
    reverses?: number;
  },
): Promise<number> {
  const [row] = await t.db
    .insert(ledgerTransactions)
    .values({
      unitId,
      siteId: site.siteId,
      type: entry.type,
      description: entry.type,
      occurredAt: new Date(entry.at),
      amountKurus: (entry.reverses ? -1 : 1) * liraToKurus(entry.amount),
      additionalChargeId: entry.chargeId ?? null,
      reversesId: entry.reverses ?? null,
      accountId: entry.accountId ?? null,
      method: entry.accountId ? 'havale' : null,
    })
    .returning({ id: ledgerTransactions.id });
  return row.id;
}

async function spend(site: Site, accountId: number, categoryId: number, amount: number, at: string, reverses?: number) {
  const [row] = await t.db
    .insert(expenses)
    .values({
      siteId: site.siteId,
      accountId,
      categoryId,
      occurredAt: new Date(at),
      amountKurus: (reverses ? -1 : 1) * liraToKurus(amount),
      description: 'Gider',
      reversesId: reverses ?? null,
    })
    .returning({ id: expenses.id });
  return row.id;
}

const report = (site: Site, month: string, as = site.admin) =>
  t.call({ method: 'GET', url: `/api/siteadmin/sites/${site.siteId}/reports/monthly?month=${month}`, as });

describe('the monthly report', () => {
  it('gives the figures of a small month exactly, and they reconcile', async () => {
    const s = await bookSite();
    const a1 = await w.unit({ siteId: s.siteId, block: 'A', doorNumber: '1' });
    const a2 = await w.unit({ siteId: s.siteId, block: 'A', doorNumber: '2' });
    const [roof] = await t.db
      .insert(additionalCharges)
      .values({
        siteId: s.siteId,
        title: 'Çatı',
        amountPerUnitKurus: 20_000,
        chargedAt: new Date('2026-03-05T09:00:00Z'),
      })
      .returning({ id: additionalCharges.id });
    // February: A-1 pays 50 TL in advance into the Kasa.
    await post(s, a1, { type: 'aidat_payment', amount: 50, at: '2026-02-10T09:00:00Z', accountId: s.kasa });
    // March: dues 500 and the roof 200 for each flat.
    for (const unit of [a1, a2]) {
      await post(s, unit, { type: 'aidat_charge', amount: 500, at: '2026-03-01T00:00:00+03:00' });
      await post(s, unit, { type: 'ekbutce_charge', amount: 200, at: '2026-03-05T09:00:00Z', chargeId: roof.id });
    }
    await post(s, a1, { type: 'aidat_payment', amount: 500, at: '2026-03-10T09:00:00Z', accountId: s.banka });
    await post(s, a1, {
      type: 'ekbutce_payment',
      amount: 200,
      at: '2026-03-15T09:00:00Z',
      accountId: s.banka,
      chargeId: roof.id,
    });
    await post(s, a2, { type: 'aidat_payment', amount: 300, at: '2026-03-12T09:00:00Z', accountId: s.kasa });
    const wrong = await post(s, a2, {
      type: 'aidat_payment',
      amount: 100,
      at: '2026-03-13T09:00:00Z',
      accountId: s.kasa,
    });
    await post(s, a2, {
      type: 'aidat_payment',
      amount: 100,
      at: '2026-03-14T09:00:00Z',
      accountId: s.kasa,
      reverses: wrong,
    });
    await spend(s, s.banka, s.elektrik, 250, '2026-03-20T09:00:00Z');
    const water = await spend(s, s.kasa, s.su, 80, '2026-03-21T09:00:00Z');
    await spend(s, s.kasa, s.su, 80, '2026-03-22T09:00:00Z', water);
    await w.transfer({
      siteId: s.siteId,
      fromAccountId: s.kasa,
      toAccountId: s.banka,
      amount: 400,
      at: '2026-03-25T09:00:00Z',
    });
    // April's first hour in Istanbul (still March in UTC) belongs to April.
    await spend(s, s.kasa, s.elektrik, 1, '2026-03-31T21:30:00Z');

    const res = await report(s, '2026-03');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      siteId: s.siteId,
      siteName: expect.any(String),
      month: '2026-03',
      income: { dues: 800, additional: [{ additionalChargeId: roof.id, title: 'Çatı', amount: 200 }], total: 1000 },
      expenses: {
        byCategory: [
          { categoryId: s.elektrik, name: 'Elektrik', amount: 250 },
          { categoryId: s.su, name: 'Su', amount: 0 },
        ],
        total: 250,
      },
      accounts: [
        {
          id: s.kasa,
          name: 'Kasa',
          kind: 'kasa',
          opening: 1050,
          income: 300,
          expenses: 0,
          transfersIn: 0,
          transfersOut: 400,
          closing: 950,
        },
        {
          id: s.banka,
          name: 'Banka',
          kind: 'banka',
          opening: 0,
          income: 700,
          expenses: 250,
          transfersIn: 400,
          transfersOut: 0,
          closing: 850,
        },
      ],
      totals: { opening: 1050, closing: 1800 },
      charged: 1400,
      collected: 1000,
      collectionRate: 0.7143,
      receivables: 400,
    });
    // The same month as a PDF, read back: the figures the screen shows, line by line.
    const pdf = await t.call({
      method: 'GET',
      url: `/api/siteadmin/sites/${s.siteId}/reports/monthly.pdf?month=2026-03`,
      as: s.admin,
    });
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="aylik-rapor-${s.siteId}-2026-03.pdf"`);
    const lines = pdfText(pdf.rawPayload)
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim());
    for (const line of [
      'AYLIK RAPOR • Mart 2026',
      'Ay başı bakiye 1.050,00 ₺',
      'Gelir 1.000,00 ₺',
      'Gider 250,00 ₺',
      'Ay sonu bakiye 1.800,00 ₺',
      'Tahsilat oranı %71,4',
      'Ay sonu alacak (dairelerin toplam borcu) 400,00 ₺',
      'Kasa 1.050,00 ₺ 300,00 ₺ 0,00 ₺ -400,00 ₺ 950,00 ₺',
      'Banka 0,00 ₺ 700,00 ₺ 250,00 ₺ +400,00 ₺ 850,00 ₺',
      'Ek bütçe: Çatı 200,00 ₺',
      'Elektrik 250,00 ₺',
    ])
      expect(lines).toContain(line);
    const april = (await report(s, '2026-04')).body.data;
    expect(april.totals.opening).toBe(1800);
    expect(april.expenses.total).toBe(1);
    expect(april.collectionRate).toBeNull();
  });

  it("shows a resident of the site the same totals, and nobody else any site's", async () => {
    const s = await bookSite();
    const mehmetId = await t.userId('mehmet');
    await w.unit({ siteId: s.siteId, block: 'B', doorNumber: '1', residentId: mehmetId });
    const asManager = await report(s, '2026-02');
    const asResident = await t.call({
      method: 'GET',
      url: `/api/me/sites/${s.siteId}/reports/monthly?month=2026-02`,
      as: mehmet,
    });
    expect(asResident.statusCode).toBe(200);
    expect(asResident.body.data).toEqual(asManager.body.data);
    const pdfOf = (siteId: number) =>
      t.call({ method: 'GET', url: `/api/me/sites/${siteId}/reports/monthly.pdf?month=2026-02`, as: mehmet });
    expect(pdfText((await pdfOf(s.siteId)).rawPayload)).toContain('AYLIK RAPOR • Şubat 2026');
    const other = await bookSite();
    expect((await pdfOf(other.siteId)).statusCode).toBe(404);
    const notTheirs = await t.call({
      method: 'GET',
      url: `/api/me/sites/${other.siteId}/reports/monthly?month=2026-02`,
      as: mehmet,
    });
    const unknown = await t.call({
      method: 'GET',
      url: '/api/me/sites/999999/reports/monthly?month=2026-02',
      as: mehmet,
    });
    expect([notTheirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(notTheirs.body.message).toBe(unknown.body.message);
    const expensesOfOther = await t.call({ method: 'GET', url: `/api/me/sites/${other.siteId}/expenses`, as: mehmet });
    expect(expensesOfOther.statusCode).toBe(404);
    // The resident's expense lines never name who entered them, nor a manager's reason for a
    // reversal: it reads 'Düzeltme: <what it corrects>' (PRODUCT.md §15).
    const spent = await spend(s, s.kasa, s.su, 12, '2026-02-03T09:00:00Z');
    const undo = await t.call({
      method: 'POST',
      url: `/api/siteadmin/expenses/${spent}/reverse`,
      as: s.admin,
      payload: { reason: 'Fatura iki kez girildi' },
    });
    expect(undo.body.data).toMatchObject({ reversalReason: 'Fatura iki kez girildi', reversesId: spent });
    const lines = await t.call({ method: 'GET', url: `/api/me/sites/${s.siteId}/expenses`, as: mehmet });
    expect(lines.body.data.data).toEqual([
      expect.objectContaining({ amount: -12, description: 'Düzeltme: Gider', reversalReason: null, createdBy: null }),
      expect.objectContaining({ amount: 12, categoryName: 'Su', description: 'Gider', createdBy: null }),
    ]);
    expect(JSON.stringify(lines.body)).not.toContain('iki kez');
    // A month that has not come yet, or not a month at all.
    expect((await report(s, '2999-01')).statusCode).toBe(400);
    expect((await report(s, '2026-13')).statusCode).toBe(400);
  });

  it("keeps the demo sites' accounts positive at every month's end, with a year of expenses to show", async () => {
    const ayse = await t.login('ayse');
    const system = await t.login('system');
    const ids = await w.demo.siteIds();
    const current = periodOf(new Date());
    for (const [siteId, as] of [
      [ids.gunes, ayse],
      [ids.deniz, system],
    ] as const) {
      const categories = new Set<string>();
      for (let back = 12; back >= 0; back--) {
        const month = addMonths(current, -back);
        const res = await t.call({
          method: 'GET',
          url: `/api/siteadmin/sites/${siteId}/reports/monthly?month=${month}`,
          as,
        });
        expect(res.statusCode).toBe(200);
        for (const a of res.body.data.accounts) expect(a.closing, `${month} ${a.name}`).toBeGreaterThan(0);
        if (back > 0) expect(res.body.data.expenses.total, month).toBeGreaterThan(0);
        for (const c of res.body.data.expenses.byCategory) categories.add(c.name);
      }
      expect(categories.size).toBeGreaterThanOrEqual(5);
    }
  });

  it('reconciles to the kuruş after any mix of payments, expenses, transfers and reversals (property)', async () => {
    const months = ['2026-01', '2026-02', '2026-03'];
    const op = fc.record({
      kind: fc.constantFrom('payment', 'expense', 'transfer'),
      month: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
      kurus: fc.integer({ min: 1, max: 5_000_000 }),
      toBank: fc.boolean(),
      reverse: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const s = await bookSite();
        const unit = await w.unit({ siteId: s.siteId, block: 'P', doorNumber: '1' });
        for (const o of ops) {
          const at = `${months[o.month]}-${String(o.day).padStart(2, '0')}T08:00:00Z`;
          const later = `${months[o.month]}-${String(o.day).padStart(2, '0')}T10:00:00Z`;
          const lira = o.kurus / 100;
          const account = o.toBank ? s.banka : s.kasa;
          if (o.kind === 'payment') {
            const id = await post(s, unit, { type: 'aidat_payment', amount: lira, at, accountId: account });
            if (o.reverse)
              await post(s, unit, { type: 'aidat_payment', amount: lira, at: later, accountId: account, reverses: id });
          } else if (o.kind === 'expense') {
            const id = await spend(s, account, s.elektrik, lira, at);
            if (o.reverse) await spend(s, account, s.elektrik, lira, later, id);
          } else {
            const [from, to] = o.toBank ? [s.kasa, s.banka] : [s.banka, s.kasa];
            const id = await w.transfer({ siteId: s.siteId, fromAccountId: from, toAccountId: to, amount: lira, at });
            if (o.reverse)
              await w.transfer({
                siteId: s.siteId,
                fromAccountId: from,
                toAccountId: to,
                amount: lira,
                at: later,
                reverses: id,
              });
          }
        }
        const kurus = (lira: number) => liraToKurus(lira);
        let previous: { accounts: Array<{ id: number; closing: number }>; totals: { closing: number } } | null = null;
        for (const month of months) {
          const r = (await report(s, month)).body.data;
          for (const a of r.accounts) {
            expect(kurus(a.closing)).toBe(
              kurus(a.opening) + kurus(a.income) - kurus(a.expenses) + kurus(a.transfersIn) - kurus(a.transfersOut),
            );
          }
          const sumOf = (key: 'income' | 'expenses' | 'opening' | 'closing') =>
            r.accounts.reduce((n: number, a: Record<string, number>) => n + kurus(a[key]), 0);
          // Figures read by other queries agree with the accounts' own.
          expect(kurus(r.income.total)).toBe(sumOf('income'));
          expect(kurus(r.expenses.total)).toBe(sumOf('expenses'));
          expect(kurus(r.totals.closing)).toBe(
            kurus(r.totals.opening) + kurus(r.income.total) - kurus(r.expenses.total),
          );
          expect(kurus(r.totals.closing)).toBe(sumOf('closing'));
          if (previous) {
            expect(kurus(r.totals.opening)).toBe(kurus(previous.totals.closing));
            for (const a of r.accounts)
              expect(kurus(a.opening)).toBe(kurus(previous.accounts.find((p) => p.id === a.id)!.closing));
          }
          previous = r;
        }
        // The last month's closing is each account's balance today (nothing came after March).
        const balances = (
          await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${s.siteId}`, as: s.admin })
        ).body.data as Array<{ id: number; balance: number }>;
        for (const b of balances)
          expect(kurus(b.balance)).toBe(kurus(previous!.accounts.find((p) => p.id === b.id)!.closing));
      }),
      { numRuns: 15, seed: 20261123 },
    );
    // 15 random months of books took 18 s in a full run beside the browser tests (default: 30 s).
  }, 120_000);
});
