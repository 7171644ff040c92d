import { istanbulParts, liraToKurus } from '@aidat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { additionalCharges, ledgerTransactions } from '../../../../db/schema/index.js';
import { demoSiteIds, demoUnitId, createSiteAdmin } from '../../../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let system: string;
let mehmet: string;
let deniz: string;
let ids: { gunes: number; deniz: number };
let a5: number;
let c3: number;
let roofId: number;
let roofUnits: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  deniz = (await createSiteAdmin(t, ids.deniz)).cookie;
  a5 = await demoUnitId(t, ids.gunes, 'A', '5');
  c3 = await demoUnitId(t, ids.deniz, 'C', '3');
  const [roof] = await t.db
    .select({ id: additionalCharges.id })
    .from(additionalCharges)
    .where(eq(additionalCharges.siteId, ids.gunes));
  roofId = roof.id;
  roofUnits = (
    await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.additionalChargeId, roofId), eq(ledgerTransactions.type, 'ekbutce_charge')))
  ).length;
});
afterAll(() => t.close());

/** The resident's view of A-5, in kuruş so comparisons are exact. */
async function residentView(unitId = a5) {
  const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${unitId}`, as: mehmet });
  expect(res.statusCode).toBe(200);
  const d = res.body.data;
  return {
    total: liraToKurus(d.totalOutstanding),
    dues: liraToKurus(d.currentOutstanding),
    charge: (title: string) =>
      liraToKurus(d.additionalCharges.find((c: { title: string }) => c.title === title)?.outstanding ?? NaN),
    transactions: d.transactions as Array<{ type: string; description: string; amount: number }>,
  };
}

const pay = (as: string, unitId: number, payload: object) =>
  t.call({ method: 'POST', url: `/api/siteadmin/units/${unitId}/payments`, as, payload });
const reverse = (as: string, id: number, payload: object) =>
  t.call({ method: 'POST', url: `/api/siteadmin/transactions/${id}/reverse`, as, payload });

describe('POST /api/siteadmin/units/{unitId}/payments', () => {
  it('records a dues payment that the resident sees in their exact balance', async () => {
    const before = await residentView();
    const res = await pay(ayse, a5, { kind: 'aidat', amount: 1250.1 });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Ödeme kaydedildi');
    expect(res.body.data).toMatchObject({
      unitId: a5,
      type: 'aidat_payment',
      description: 'Aidat ödemesi',
      amount: 1250.1,
      additionalChargeId: null,
      reversesId: null,
      reversalReason: null,
      reversed: false,
      createdBy: 'Ayşe Yılmaz',
    });
    expect(Math.abs(Date.parse(res.body.data.date) - Date.now())).toBeLessThan(60_000);
    const after = await residentView();
    expect(after.total - before.total).toBe(125_010);
    expect(after.dues - before.dues).toBe(125_010);
    expect(after.charge('Çatı Onarımı')).toBe(before.charge('Çatı Onarımı'));
  });

  it('records an ek bütçe payment under its title with a description that contains the title', async () => {
    const before = await residentView();
    const res = await pay(ayse, a5, { kind: 'ekbutce', additionalChargeId: roofId, amount: 0.3 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'ekbutce_payment',
      description: 'Çatı Onarımı ödemesi',
      additionalChargeId: roofId,
      amount: 0.3,
    });

    const custom = await pay(ayse, a5, {
      kind: 'ekbutce',
      additionalChargeId: roofId,
      amount: 0.1,
      description: '2. taksit',
    });
    expect(custom.body.data.description).toBe('Çatı Onarımı ödemesi: 2. taksit');
    const withTitle = await pay(ayse, a5, {
      kind: 'ekbutce',
      additionalChargeId: roofId,
      amount: 0.2,
      description: 'Çatı Onarımı son taksit',
    });
    expect(withTitle.body.data.description).toBe('Çatı Onarımı son taksit');

    const after = await residentView();
    // 0.3 + 0.1 + 0.2 exactly, not 0.6000000000000001.
    expect(after.charge('Çatı Onarımı') - before.charge('Çatı Onarımı')).toBe(60);
    expect(after.total - before.total).toBe(60);
    expect(after.dues).toBe(before.dues);
  });

  it('takes a past calendar day as noon of that day in Istanbul, and today as now', async () => {
    const past = await pay(ayse, a5, { kind: 'aidat', amount: 1, date: '2026-01-15', description: 'Elden ödeme' });
    expect(past.statusCode).toBe(201);
    expect(past.body.data).toMatchObject({ date: '2026-01-15T09:00:00.000Z', description: 'Elden ödeme' });
    const { year, month, day } = istanbulParts(new Date());
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const now = await pay(ayse, a5, { kind: 'aidat', amount: 1, date: today });
    expect(Math.abs(Date.parse(now.body.data.date) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [{ kind: 'aidat', amount: 0 }, 'Tutar sıfırdan büyük olmalıdır.'],
    [{ kind: 'aidat', amount: 10.001 }, 'Tutar en fazla iki ondalık basamak içerebilir.'],
    [{ kind: 'aidat' }, 'Tutar alanı zorunludur.'],
    [{ kind: 'nakit', amount: 5 }, /^Ödeme türü/],
    [{ kind: 'ekbutce', amount: 5 }, 'Ek bütçe ödemesi için ek bütçe seçilmelidir.'],
    [{ kind: 'aidat', amount: 5, date: '2026-02-30' }, /^Tarih/],
    [{ kind: 'aidat', amount: 5, date: 'dün' }, /^Tarih/],
    [{ kind: 'aidat', amount: 5, date: '2999-01-01' }, 'Tarih bugünden sonra olamaz.'],
    [{ kind: 'aidat', amount: 5, date: '1999-12-31' }, 'Tarih 2000 yılından önce olamaz.'],
    [{ kind: 'aidat', amount: 5, description: 'x'.repeat(251) }, 'Açıklama en fazla 250 karakter olabilir.'],
  ])('answers 400 naming the field for %o and posts nothing', async (payload, message) => {
    const before = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, a5));
    const res = await pay(ayse, a5, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toMatch(message);
    const after = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, a5));
    expect(after).toHaveLength(before.length);
  });

  it('refuses an ek bütçe of another site (400) and an unknown one (404)', async () => {
    const denizCharge = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: deniz,
      payload: { siteId: ids.deniz, title: 'Havuz Bakımı', amountPerUnit: 100 },
    });
    expect(denizCharge.statusCode).toBe(201);
    const other = await pay(ayse, a5, { kind: 'ekbutce', additionalChargeId: denizCharge.body.data.id, amount: 5 });
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toBe('Ek bütçe bu dairenin sitesine ait değil.');
    expect((await pay(ayse, a5, { kind: 'ekbutce', additionalChargeId: 999_999, amount: 5 })).statusCode).toBe(404);
  });

  it("answers 403 for another site's unit, 404 for an unknown unit, 403 for a Resident", async () => {
    expect((await pay(ayse, c3, { kind: 'aidat', amount: 5 })).statusCode).toBe(403);
    expect((await pay(deniz, a5, { kind: 'aidat', amount: 5 })).statusCode).toBe(403);
    expect((await pay(mehmet, a5, { kind: 'aidat', amount: 5 })).statusCode).toBe(403);
    expect((await pay(ayse, 999_999, { kind: 'aidat', amount: 5 })).statusCode).toBe(404);
    expect((await pay(system, c3, { kind: 'aidat', amount: 5 })).statusCode).toBe(201);
    expect((await pay(deniz, c3, { kind: 'aidat', amount: 5 })).statusCode).toBe(201);
  });
});

describe('POST /api/siteadmin/transactions/{id}/reverse', () => {
  it('posts the negated entry, restores the exact balance and keeps the title in the description', async () => {
    const before = await residentView();
    const paid = await pay(ayse, a5, { kind: 'ekbutce', additionalChargeId: roofId, amount: 777.77 });
    const res = await reverse(ayse, paid.body.data.id, { reason: ' Yanlış daire ' });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Kayıt iptal edildi');
    expect(res.body.data).toMatchObject({
      type: 'ekbutce_payment',
      amount: -777.77,
      reversesId: paid.body.data.id,
      additionalChargeId: roofId,
      description: 'İptal: Çatı Onarımı ödemesi (Yanlış daire)',
      reversalReason: 'Yanlış daire',
    });
    const after = await residentView();
    expect(after.total).toBe(before.total);
    expect(after.charge('Çatı Onarımı')).toBe(before.charge('Çatı Onarımı'));
    // The resident sees what the reversal corrects, not the manager's reason (PRODUCT.md §15).
    expect(after.transactions.filter((x) => x.description.includes('Yanlış daire'))).toEqual([]);
    expect(after.transactions.filter((x) => x.description === 'Düzeltme: Çatı Onarımı ödemesi')).toEqual([
      expect.objectContaining({ type: 'ekbutce_payment', amount: -777.77 }),
    ]);
  });

  it('reverses a monthly charge so the unit no longer owes it', async () => {
    const [charge] = await t.db
      .select({ id: ledgerTransactions.id, amount: ledgerTransactions.amountKurus })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, a5))
      .orderBy(ledgerTransactions.id)
      .limit(1);
    const before = await residentView();
    const res = await reverse(ayse, charge.id, { reason: 'Muafiyet' });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'aidat_charge', reversesId: charge.id });
    const after = await residentView();
    expect(after.dues - before.dues).toBe(charge.amount);
  });

  it('answers 409 on a second reversal and 400 on reversing a reversal', async () => {
    const paid = await pay(ayse, a5, { kind: 'aidat', amount: 10 });
    const first = await reverse(ayse, paid.body.data.id, { reason: 'Hata' });
    expect(first.statusCode).toBe(201);
    const again = await reverse(ayse, paid.body.data.id, { reason: 'Hata' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ code: 'Conflict', message: 'Bu kayıt zaten iptal edilmiş.' });
    const ofReversal = await reverse(ayse, first.body.data.id, { reason: 'Hata' });
    expect(ofReversal.statusCode).toBe(400);
    expect(ofReversal.body.message).toBe('İptal kaydı iptal edilemez.');
  });

  it('posts one reversal when two arrive at once', async () => {
    const paid = await pay(ayse, a5, { kind: 'aidat', amount: 20 });
    const answers = await Promise.all([
      reverse(ayse, paid.body.data.id, { reason: 'A' }),
      reverse(ayse, paid.body.data.id, { reason: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reversesId, paid.body.data.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for a blank reason, 404 for an unknown entry, 403 across sites', async () => {
    const paid = await pay(ayse, a5, { kind: 'aidat', amount: 1 });
    const blank = await reverse(ayse, paid.body.data.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Gerekçe alanı zorunludur.');
    expect((await reverse(ayse, 999_999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await reverse(deniz, paid.body.data.id, { reason: 'x' })).statusCode).toBe(403);
    expect((await reverse(mehmet, paid.body.data.id, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /api/siteadmin/units/{unitId}/transactions', () => {
  it('lists the ledger newest first, marking reversed entries and who posted them', async () => {
    const paid = await pay(ayse, a5, { kind: 'aidat', amount: 42 });
    await reverse(ayse, paid.body.data.id, { reason: 'Deneme' });
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units/${a5}/transactions`, as: ayse });
    expect(res.statusCode).toBe(200);
    const list = res.body.data as Array<{
      id: number;
      date: string;
      reversed: boolean;
      reversesId: number | null;
      createdBy: string | null;
    }>;
    const dates = list.map((x) => Date.parse(x.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({
      reversesId: paid.body.data.id,
      reversed: false,
      createdBy: 'Ayşe Yılmaz',
      amount: -42,
    });
    expect(list.find((x) => x.id === paid.body.data.id)).toMatchObject({ reversed: true });
    // The seeded monthly charges were posted by the system administrator.
    expect(list.some((x) => x.createdBy === 'Sistem Yöneticisi')).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/units/${c3}/transactions`, as: ayse })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'GET', url: '/api/siteadmin/units/999999/transactions', as: ayse })).statusCode,
    ).toBe(404);
  });
});

describe('GET, POST /api/siteadmin/additional-charges', () => {
  it("lists a site's additional charges", async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/additional-charges?siteId=${ids.gunes}`, as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: roofId,
        siteId: ids.gunes,
        title: 'Çatı Onarımı',
        amountPerUnit: 2500,
        date: expect.any(String),
        createdAt: expect.any(String),
        split: 'perUnit',
        chargedTo: 'owner',
        // Made before splits: the amount per unit times the units it charged.
        totalAmount: 2500 * roofUnits,
        installments: 1,
        cancelledAt: null,
        cancelReason: null,
        decisionId: null,
      },
    ]);
    expect(
      (await t.call({ method: 'GET', url: `/api/siteadmin/additional-charges?siteId=${ids.deniz}`, as: ayse }))
        .statusCode,
    ).toBe(403);
  });

  it('charges every unit of the site once, and the resident sees it under its title', async () => {
    const before = await residentView();
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: ayse,
      payload: { siteId: ids.gunes, title: ' Asansör Bakımı ', amountPerUnit: 350.25, date: '2026-03-10' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Ek bütçe oluşturuldu');
    expect(res.body.data).toMatchObject({
      title: 'Asansör Bakımı',
      amountPerUnit: 350.25,
      chargedUnits: 24,
      date: '2026-03-10T09:00:00.000Z',
    });
    const rows = await t.db
      .select({
        unitId: ledgerTransactions.unitId,
        description: ledgerTransactions.description,
        amount: ledgerTransactions.amountKurus,
        type: ledgerTransactions.type,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.additionalChargeId, res.body.data.id));
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((r) => r.unitId)).size).toBe(24);
    expect(
      rows.every(
        (r) => r.type === 'ekbutce_charge' && r.amount === 35_025 && r.description === 'Asansör Bakımı ek bütçesi',
      ),
    ).toBe(true);

    const after = await residentView();
    expect(after.charge('Asansör Bakımı')).toBe(-35_025);
    expect(after.total - before.total).toBe(-35_025);
    const listed = await t.call({
      method: 'GET',
      url: `/api/siteadmin/additional-charges?siteId=${ids.gunes}`,
      as: ayse,
    });
    expect(listed.body.data.map((c: { title: string }) => c.title)).toContain('Asansör Bakımı');
  });

  it('answers 409 for a title the site already has, ignoring case, and charges nothing', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: ayse,
      payload: { siteId: ids.gunes, title: 'ÇATI ONARIMI', amountPerUnit: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Bu sitede aynı başlıkta bir ek bütçe zaten var.');
    const rows = await t.db
      .select({ id: additionalCharges.id })
      .from(additionalCharges)
      .where(eq(additionalCharges.title, 'ÇATI ONARIMI'));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ title: '', amountPerUnit: 5 }, 'Başlık alanı zorunludur.'],
    [{ title: 'x'.repeat(201), amountPerUnit: 5 }, 'Başlık en fazla 200 karakter olabilir.'],
    [{ title: 'Boya', amountPerUnit: 0 }, 'Daire başı tutar sıfırdan büyük olmalıdır.'],
    [{ title: 'Boya', amountPerUnit: 1.234 }, 'Daire başı tutar en fazla iki ondalık basamak içerebilir.'],
  ])('answers 400 naming the field for %o', async (fields, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: ayse,
      payload: { siteId: ids.gunes, ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 403 when an Admin creates a charge for another site', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: ayse,
      payload: { siteId: ids.deniz, title: 'Boya', amountPerUnit: 5 },
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.db
      .select({ id: additionalCharges.id })
      .from(additionalCharges)
      .where(eq(additionalCharges.title, 'Boya'));
    expect(rows).toEqual([]);
  });
});
