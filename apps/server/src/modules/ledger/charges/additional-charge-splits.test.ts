import { addMonths, liraToKurus, periodOf, periodStart } from '@aidat/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { createSite, createSiteAdmin } from '../../../../test/factories/index.js';
import { additionalCharges, ledgerTransactions, units } from '../../../db/schema/index.js';
import { postInstallmentsDue } from './additional-charge-installments.js';

let t: TestContext;
let system: string;
let admin: string;
let otherAdmin: string;
let siteId: number;
let unitIds: number[];
let titleNo = 0;

/** A site of three units: 100, 50 and 0 m², arsa payı 5/10, 3/10, 2/10. */
beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
  siteId = await createSite(t, { name: 'Ek Bütçe Sitesi' });
  admin = (await createSiteAdmin(t, siteId, 'Ek Bütçe Yöneticisi')).cookie;
  otherAdmin = (await createSiteAdmin(t, await createSite(t, { name: 'Başka Site' }), 'Başka Yönetici')).cookie;
  const rows = await t.db
    .insert(units)
    .values([
      { siteId, block: 'A', doorNumber: '1', squareMeters: 100, landShareNumerator: 5, landShareDenominator: 10 },
      { siteId, block: 'A', doorNumber: '2', squareMeters: 50, landShareNumerator: 3, landShareDenominator: 10 },
      { siteId, block: 'B', doorNumber: '1', squareMeters: 0, landShareNumerator: 1, landShareDenominator: 5 },
    ])
    .returning({ id: units.id });
  unitIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const create = (payload: object, as = admin) =>
  t.call({
    method: 'POST',
    url: '/api/siteadmin/additional-charges',
    as,
    payload: { siteId, title: `Ek ${++titleNo}`, ...payload },
  });
const undo = (id: number, reason = 'Yanlış girildi', as = admin) =>
  t.call({ method: 'POST', url: `/api/siteadmin/additional-charges/${id}/reverse`, as, payload: { reason } });

/** Each unit's net charge of an ek bütçe (charges minus their reversals), in kuruş. */
async function netByUnit(chargeId: number): Promise<Record<number, number>> {
  const rows = await t.db
    .select({ unitId: ledgerTransactions.unitId, amount: ledgerTransactions.amountKurus })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.additionalChargeId, chargeId), eq(ledgerTransactions.type, 'ekbutce_charge')));
  const net: Record<number, number> = {};
  for (const r of rows) net[r.unitId] = (net[r.unitId] ?? 0) + r.amount;
  return net;
}

async function chargeRows(chargeId: number) {
  return t.db
    .select({
      id: ledgerTransactions.id,
      unitId: ledgerTransactions.unitId,
      amount: ledgerTransactions.amountKurus,
      description: ledgerTransactions.description,
      occurredAt: ledgerTransactions.occurredAt,
      reversesId: ledgerTransactions.reversesId,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.additionalChargeId, chargeId))
    .orderBy(ledgerTransactions.id);
}

describe('ek bütçe split over the units', () => {
  it('splits a total equally with the largest remainder, the parts adding up exactly', async () => {
    const res = await create({ split: 'equal', totalAmount: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      split: 'equal',
      amountPerUnit: null,
      totalAmount: 100,
      installments: 1,
      chargedUnits: 3,
      cancelledAt: null,
    });
    expect(await netByUnit(res.body.data.id)).toEqual({ [unitIds[0]]: 3334, [unitIds[1]]: 3333, [unitIds[2]]: 3333 });
  });

  it('splits by m², a unit of 0 m² being charged nothing', async () => {
    const res = await create({ split: 'area', totalAmount: 1000.01 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.chargedUnits).toBe(2);
    // 100.001 kuruş by 2:1 is 66.667,33 / 33.333,67: the kuruş left over goes to the larger remainder.
    expect(await netByUnit(res.body.data.id)).toEqual({ [unitIds[0]]: 66_667, [unitIds[1]]: 33_334 });
  });

  it('splits by arsa payı', async () => {
    const res = await create({ split: 'landShare', totalAmount: 0.07 });
    expect(res.statusCode).toBe(201);
    const net = await netByUnit(res.body.data.id);
    // 7 kuruş by 5:3:2 is 3,5 / 2,1 / 1,4: floors 3+2+1, the one left over to the largest remainder.
    expect(net).toEqual({ [unitIds[0]]: 4, [unitIds[1]]: 2, [unitIds[2]]: 1 });
  });

  it('refuses a split by arsa payı while a unit has none, writing nothing', async () => {
    const lone = await createSite(t, { name: 'Payı Eksik Site' });
    await t.db.insert(units).values({ siteId: lone, block: 'A', doorNumber: '1' });
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: system,
      payload: { siteId: lone, title: 'Boya', split: 'landShare', totalAmount: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('1 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.');
    expect(await t.db.select().from(additionalCharges).where(eq(additionalCharges.siteId, lone))).toEqual([]);
  });

  it('keeps SPEC’s amount per unit as the default, answering its total', async () => {
    const res = await create({ amountPerUnit: 12.5 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ split: 'perUnit', amountPerUnit: 12.5, totalAmount: 37.5, chargedUnits: 3 });
  });

  it.each([
    [{ split: 'equal' }, 'totalAmount', 'Toplam tutar alanı zorunludur.'],
    [
      { amountPerUnit: 5, totalAmount: 15 },
      'totalAmount',
      'Toplam tutar yalnızca eşit, arsa payına ya da metrekareye göre dağıtılan ek bütçede girilir.',
    ],
    [
      { split: 'area', totalAmount: 15, amountPerUnit: 5 },
      'amountPerUnit',
      'Daire başı tutar yalnızca daire başı ek bütçede girilir; dağıtılan ek bütçede toplam tutar girilir.',
    ],
    [{}, 'amountPerUnit', 'Daire başı tutar alanı zorunludur.'],
    [{ split: 'equal', totalAmount: 0 }, 'totalAmount', 'Toplam tutar sıfırdan büyük olmalıdır.'],
    [{ split: 'kat', totalAmount: 5 }, 'split', 'Dağıtım için geçersiz bir değer gönderildi.'],
    [{ amountPerUnit: 5, installments: 1 }, 'installments', 'Taksit sayısı en az 2 olmalıdır.'],
    [{ amountPerUnit: 5, installments: 37 }, 'installments', 'Taksit sayısı en fazla 36 olabilir.'],
    [{ amountPerUnit: 5, installments: 2.5 }, 'installments', 'Taksit sayısı tam sayı olmalıdır.'],
  ])('answers 400 in Turkish naming the field for %o', async (fields, field, message) => {
    const res = await create(fields);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors?.[0]?.field ?? res.body.data?.errors?.[0]?.field).toBe(field);
  });
});

describe('ek bütçe in instalments', () => {
  it('posts the first instalment now and the others as their month comes, adding up to each part', async () => {
    const res = await create({ split: 'equal', totalAmount: 1000, installments: 3 });
    expect(res.statusCode).toBe(201);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ installments: 3, totalAmount: 1000, chargedUnits: 3 });
    // Parts 333,34 / 333,33 / 333,33; the first of three instalments of 33.334 kuruş is 11.112.
    let rows = await chargeRows(id);
    expect(rows.map((r) => r.amount)).toEqual([11_112, 11_111, 11_111]);
    expect(rows.every((r) => r.description === `Ek ${titleNo} ek bütçesi (1/3. taksit)`)).toBe(true);

    // Nothing more this month, however often the job runs.
    expect(await postInstallmentsDue(t.db)).toBe(0);
    const next = periodStart(addMonths(periodOf(new Date()), 1));
    expect(await postInstallmentsDue(t.db, next)).toBe(3);
    expect(await postInstallmentsDue(t.db, next)).toBe(0);
    rows = await chargeRows(id);
    expect(rows.filter((r) => r.description.includes('(2/3. taksit)')).map((r) => r.occurredAt)).toEqual([
      next,
      next,
      next,
    ]);
    // Two months on (and later catch-ups) post the last one; the parts add up exactly.
    expect(await postInstallmentsDue(t.db, periodStart(addMonths(periodOf(new Date()), 5)))).toBe(3);
    expect(await netByUnit(id)).toEqual({ [unitIds[0]]: 33_334, [unitIds[1]]: 33_333, [unitIds[2]]: 33_333 });
    const [charge] = await t.db.select().from(additionalCharges).where(eq(additionalCharges.id, id));
    expect(charge.postedInstallments).toBe(3);
  });

  it('posts at once the instalments of a back-dated ek bütçe that are already due', async () => {
    const started = addMonths(periodOf(new Date()), -3);
    const res = await create({ amountPerUnit: 100, installments: 6, date: `${started}-15` });
    expect(res.statusCode).toBe(201);
    const rows = await chargeRows(res.body.data.id);
    // The 15th three months ago, then the 1st of each month since: four of six.
    expect(rows).toHaveLength(4 * 3);
    expect((await netByUnit(res.body.data.id))[unitIds[0]]).toBe(4 * 1667);
  });

  it('spreads an amount per unit so that a unit’s instalments add up to it', async () => {
    const res = await create({ amountPerUnit: 0.05, installments: 3 });
    const id = res.body.data.id;
    await postInstallmentsDue(t.db, periodStart(addMonths(periodOf(new Date()), 3)));
    // 5 kuruş over three: 2 / 2 / 1.
    expect((await chargeRows(id)).filter((r) => r.unitId === unitIds[1]).map((r) => r.amount)).toEqual([2, 2, 1]);
    expect(await netByUnit(id)).toEqual({ [unitIds[0]]: 5, [unitIds[1]]: 5, [unitIds[2]]: 5 });
  });
});

describe('POST /api/siteadmin/additional-charges/{id}/reverse', () => {
  it('reverses every charge of the ek bütçe with the reason, once, and stops its instalments', async () => {
    const res = await create({ split: 'area', totalAmount: 300, installments: 2 });
    const id = res.body.data.id;
    const first = await undo(id, 'Karar iptal edildi');
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Ek bütçe geri alındı');
    expect(first.body.data).toMatchObject({ id, reversedEntries: 2, cancelReason: 'Karar iptal edildi' });
    expect(first.body.data.cancelledAt).toEqual(expect.any(String));
    expect(await netByUnit(id)).toEqual({ [unitIds[0]]: 0, [unitIds[1]]: 0 });
    const reversals = (await chargeRows(id)).filter((r) => r.reversesId !== null);
    expect(reversals).toHaveLength(2);
    expect(reversals[0].description).toBe(`İptal: Ek ${titleNo} ek bütçesi (1/2. taksit) (Karar iptal edildi)`);

    // Again: the same cancelled charge, nothing new in the ledger.
    const again = await undo(id, 'İkinci kez');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ reversedEntries: 0, cancelReason: 'Karar iptal edildi' });
    expect(await chargeRows(id)).toHaveLength(4);

    // The next month's instalment is never posted.
    await postInstallmentsDue(t.db, periodStart(addMonths(periodOf(new Date()), 2)));
    expect(await chargeRows(id)).toHaveLength(4);

    const list = await t.call({ method: 'GET', url: `/api/siteadmin/additional-charges?siteId=${siteId}`, as: admin });
    expect(list.body.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      cancelReason: 'Karar iptal edildi',
      cancelledAt: expect.any(String),
    });
  });

  it('answers 409 while a payment on it stands, reversing nothing; after the payment is reversed it goes', async () => {
    const res = await create({ amountPerUnit: 40 });
    const id = res.body.data.id;
    const paid = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitIds[0]}/payments`,
      as: admin,
      payload: { kind: 'ekbutce', additionalChargeId: id, amount: 10, method: 'nakit' },
    });
    expect(paid.statusCode).toBe(201);
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      'Bu ek bütçeye 1 ödeme kaydedilmiş; ek bütçe geri alınamaz. Önce ödemeleri iptal edin.',
    );
    expect((await chargeRows(id)).filter((r) => r.reversesId !== null)).toEqual([]);
    const [charge] = await t.db
      .select({ id: additionalCharges.id })
      .from(additionalCharges)
      .where(and(eq(additionalCharges.id, id), isNull(additionalCharges.cancelledAt)));
    expect(charge).toBeDefined();

    const reversedPayment = await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${paid.body.data.id}/reverse`,
      as: admin,
      payload: { reason: 'Yanlış daire' },
    });
    expect(reversedPayment.statusCode).toBe(201);
    const done = await undo(id);
    expect(done.statusCode).toBe(200);
    expect(done.body.data.reversedEntries).toBe(3);

    // A cancelled ek bütçe takes no payment.
    const late = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitIds[0]}/payments`,
      as: admin,
      payload: { kind: 'ekbutce', additionalChargeId: id, amount: 10, method: 'nakit' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('Bu ek bütçe geri alınmış; ödeme kaydedilemez.');
  });

  it('is refused to an Admin of another site and needs a reason', async () => {
    const res = await create({ amountPerUnit: 1 });
    expect((await undo(res.body.data.id, 'x', otherAdmin)).statusCode).toBe(403);
    const empty = await undo(res.body.data.id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Gerekçe alanı zorunludur.');
    expect((await undo(999_999)).statusCode).toBe(404);
    expect(liraToKurus((await netByUnit(res.body.data.id))[unitIds[0]] / 100)).toBe(100);
  });
});

describe('whom an ek bütçe is asked of (PRODUCT.md §16)', () => {
  it('is the owners by default, the occupants when the request says so, and a bad value is 400 naming the field', async () => {
    const byDefault = await create({ amountPerUnit: 10 });
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.body.data.chargedTo).toBe('owner');
    const occupant = await create({ amountPerUnit: 10, chargedTo: 'occupant' });
    expect(occupant.statusCode).toBe(201);
    expect(occupant.body.data.chargedTo).toBe('occupant');
    const [row] = await t.db
      .select({ chargedTo: additionalCharges.chargedTo })
      .from(additionalCharges)
      .where(eq(additionalCharges.id, occupant.body.data.id));
    expect(row.chargedTo).toBe('occupant');
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/additional-charges?siteId=${siteId}`, as: admin });
    expect(list.body.data.find((c: { id: number }) => c.id === occupant.body.data.id).chargedTo).toBe('occupant');

    const bad = await create({ amountPerUnit: 10, chargedTo: 'tenant' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.details?.field).toBe('chargedTo');
  });
});
