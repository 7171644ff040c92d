import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { balancesOfUnits } from '../ledger/posting/ledger-read.repository.js';

/**
 * A hand-built ledger with known answers: cents that a float sum would get wrong (0.10 + 0.20),
 * two additional charges plus one the unit never touched, reversals and a unit in credit.
 */
let t: TestContext;
let w: World;
let resident: string;
let siteId: number;
let debtor: number;
let creditor: number;
let untouched: number;
let neighbour: number;
let elevator: number;
let paint: number;
let garden: number;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  const world = { siteId: await w.site({ name: 'Çınar Test Sitesi' }), residentId: (await w.user()).id };
  siteId = world.siteId;
  const other = { siteId: await w.site({ name: 'Dut Test Sitesi' }), residentId: (await w.user()).id };
  // Created out of order so the answer's order comes from sorting, not from ids.
  const dutUnit = await w.unit({ siteId: other.siteId, block: 'A', doorNumber: '1', residentId: world.residentId });
  creditor = await w.unit({ siteId, block: 'B', doorNumber: '1', residentId: world.residentId });
  debtor = await w.unit({ siteId, block: 'A', doorNumber: '10', residentId: world.residentId });
  untouched = await w.unit({ siteId, block: 'A', doorNumber: '2', residentId: world.residentId });
  neighbour = await w.unit({ siteId, block: 'A', doorNumber: '3', residentId: other.residentId });
  resident = await w.signIn(world.residentId);

  elevator = await w.additionalCharge({
    siteId,
    title: 'Asansör Yenileme',
    amount: 500,
    chargedAt: new Date('2025-03-01T00:00:00Z'),
  });
  paint = await w.additionalCharge({
    siteId,
    title: 'Boya Badana',
    amount: 300,
    chargedAt: new Date('2025-04-01T00:00:00Z'),
  });
  garden = await w.additionalCharge({
    siteId,
    title: 'Bahçe Düzenleme',
    amount: 150,
    chargedAt: new Date('2025-05-01T00:00:00Z'),
  });

  const d = { unitId: debtor, siteId };
  await w.ledgerRow(d, {
    type: 'aidat_charge',
    amount: 1250,
    at: '2025-01-01T00:00:00Z',
    description: 'Ocak 2025 Aidatı',
    period: '2025-01',
  });
  await w.ledgerRow(d, {
    type: 'aidat_charge',
    amount: 1250,
    at: '2025-02-01T00:00:00Z',
    description: 'Şubat 2025 Aidatı',
    period: '2025-02',
  });
  await w.ledgerRow(d, {
    type: 'aidat_payment',
    amount: 1250,
    at: '2025-01-05T09:00:00Z',
    description: 'Ocak 2025 Aidatı ödemesi',
  });
  await w.ledgerRow(d, {
    type: 'aidat_payment',
    amount: 0.1,
    at: '2025-02-03T09:00:00Z',
    description: 'Kısmi ödeme 1',
  });
  await w.ledgerRow(d, {
    type: 'aidat_payment',
    amount: 0.2,
    at: '2025-02-04T09:00:00Z',
    description: 'Kısmi ödeme 2',
  });
  const wrong = await w.ledgerRow(d, {
    type: 'aidat_charge',
    amount: 99.99,
    at: '2025-03-01T00:00:00Z',
    description: 'Mart 2025 Aidatı',
    period: '2025-03',
  });
  await w.ledgerRow(d, {
    type: 'aidat_charge',
    amount: 99.99,
    at: '2025-03-02T00:00:00Z',
    description: 'İptal: Mart 2025 Aidatı (Hatalı tutar)',
    period: '2025-03',
    reverses: wrong,
  });
  await w.ledgerRow(d, {
    type: 'ekbutce_charge',
    amount: 500,
    at: '2025-03-01T00:00:00Z',
    description: 'Asansör Yenileme ek bütçesi',
    chargeId: elevator,
  });
  await w.ledgerRow(d, {
    type: 'ekbutce_payment',
    amount: 200.05,
    at: '2025-03-10T00:00:00Z',
    description: 'Asansör Yenileme ödemesi',
    chargeId: elevator,
  });
  await w.ledgerRow(d, {
    type: 'ekbutce_charge',
    amount: 300,
    at: '2025-04-01T00:00:00Z',
    description: 'Boya Badana ek bütçesi',
    chargeId: paint,
  });
  await w.ledgerRow(d, {
    type: 'ekbutce_payment',
    amount: 300,
    at: '2025-04-02T00:00:00Z',
    description: 'Boya Badana ödemesi',
    chargeId: paint,
  });
  const typo = await w.ledgerRow(d, {
    type: 'ekbutce_payment',
    amount: 0.01,
    at: '2025-04-03T00:00:00Z',
    description: 'Boya Badana fazla ödeme',
    chargeId: paint,
  });
  await w.ledgerRow(d, {
    type: 'ekbutce_payment',
    amount: 0.01,
    at: '2025-04-04T00:00:00Z',
    // The reason the manager typed stays in the office: the resident reads 'Düzeltme'.
    description: 'İptal: Boya Badana fazla ödeme (Yanlış daireye girildi)',
    chargeId: paint,
    reverses: typo,
  });

  const c = { unitId: creditor, siteId };
  await w.ledgerRow(c, {
    type: 'aidat_charge',
    amount: 1000,
    at: '2025-01-01T00:00:00Z',
    description: 'Ocak 2025 Aidatı',
    period: '2025-01',
  });
  await w.ledgerRow(c, {
    type: 'aidat_payment',
    amount: 1500.3,
    at: '2025-01-02T00:00:00Z',
    description: 'Peşin ödeme',
  });
  await w.ledgerRow(c, {
    type: 'ekbutce_charge',
    amount: 500,
    at: '2025-03-01T00:00:00Z',
    description: 'Asansör Yenileme ek bütçesi',
    chargeId: elevator,
  });
  await w.ledgerRow(c, {
    type: 'ekbutce_payment',
    amount: 500,
    at: '2025-03-05T00:00:00Z',
    description: 'Asansör Yenileme ödemesi',
    chargeId: elevator,
  });

  // A neighbour's debt at the same site must not leak into the resident's figures.
  await w.ledgerRow(
    { unitId: neighbour, siteId },
    {
      type: 'aidat_charge',
      amount: 777.77,
      at: '2025-01-01T00:00:00Z',
      description: 'Ocak 2025 Aidatı',
      period: '2025-01',
    },
  );
  await w.ledgerRow(
    { unitId: dutUnit, siteId: other.siteId },
    { type: 'aidat_payment', amount: 0.3, at: '2025-01-01T00:00:00Z', description: 'Avans' },
  );
});
afterAll(() => t.close());

describe('GET /api/me/units', () => {
  it('orders by site name in Turkish, then block, then door number naturally (2 before 10)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/units', as: resident });
    expect(res.statusCode).toBe(200);
    expect(
      res.body.data.map(
        (u: { siteName: string; block: string; doorNumber: string }) => `${u.siteName} ${u.block}-${u.doorNumber}`,
      ),
    ).toEqual(['Çınar Test Sitesi A-2', 'Çınar Test Sitesi A-10', 'Çınar Test Sitesi B-1', 'Dut Test Sitesi A-1']);
  });
});

describe('GET /api/me/unit-debts', () => {
  it('sums every type exactly in kuruş, reversals included', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: resident });
    expect(res.statusCode).toBe(200);
    const byUnit = Object.fromEntries(
      res.body.data.map((d: { unitId: number; outstanding: number }) => [d.unitId, d.outstanding]),
    );
    // Dues 1250.30 − 2500 = −1249.70; elevator 200.05 − 500 = −299.95; paint 0.
    expect(byUnit[debtor]).toBe(-1549.65);
    expect(byUnit[creditor]).toBe(500.3);
    expect(byUnit[untouched]).toBe(0);
    expect(byUnit[neighbour]).toBeUndefined();
    expect(Object.values(byUnit)).toContain(0.3);
    expect(res.body.data).toHaveLength(4);
  });
});

describe('GET /api/me/unit-detail/{unitId}', () => {
  it('splits the balance into dues and each additional charge of the site', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident });
    expect(res.statusCode).toBe(200);
    const detail = res.body.data;
    expect(detail.unit).toEqual({
      siteName: 'Çınar Test Sitesi',
      block: 'A',
      doorNumber: '10',
      paymentReference: expect.stringMatching(/^S\d+-A10$/),
    });
    expect(detail.totalOutstanding).toBe(-1549.65);
    expect(detail.currentOutstanding).toBe(-1249.7);
    expect(detail.additionalCharges).toEqual([
      { id: elevator, title: 'Asansör Yenileme', outstanding: -299.95 },
      { id: paint, title: 'Boya Badana', outstanding: 0 },
      { id: garden, title: 'Bahçe Düzenleme', outstanding: 0 },
    ]);
  });

  it('lists entries newest first with stored amounts: postings positive, reversals negative', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident });
    const txs = res.body.data.transactions;
    expect(txs).toHaveLength(13);
    expect(txs[0]).toEqual({
      id: expect.any(Number),
      type: 'ekbutce_payment',
      description: 'Düzeltme: Boya Badana fazla ödeme',
      date: '2025-04-04T00:00:00.000Z',
      amount: -0.01,
      additionalChargeId: paint,
      receiptNo: null,
      runningBalance: -1549.65,
    });
    expect(txs.at(-1)).toEqual({
      id: expect.any(Number),
      type: 'aidat_charge',
      description: 'Ocak 2025 Aidatı',
      date: '2025-01-01T00:00:00.000Z',
      amount: 1250,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -1250,
    });
    expect(txs).toContainEqual({
      id: expect.any(Number),
      type: 'aidat_charge',
      description: 'Düzeltme: Mart 2025 Aidatı',
      date: '2025-03-02T00:00:00.000Z',
      amount: -99.99,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -1749.7,
    });
    expect(txs).toContainEqual({
      id: expect.any(Number),
      type: 'aidat_payment',
      description: 'Kısmi ödeme 1',
      date: '2025-02-03T09:00:00.000Z',
      amount: 0.1,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -1249.9,
    });
    const dates = txs.map((x: { date: string }) => Date.parse(x.date));
    expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
  });

  it('gives every entry the running balance after it, ending at the total', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident });
    const txs: Array<{ runningBalance: number }> = res.body.data.transactions;
    // Oldest first: Jan charge, its payment, Feb charge, 0.10, 0.20, Mar charge, the elevator charge
    // (same instant, posted later), the Mar reversal, the elevator payment, paint, its payment, the
    // typo and its reversal.
    expect(txs.map((x) => x.runningBalance).reverse()).toEqual([
      -1250, 0, -1250, -1249.9, -1249.7, -1349.69, -1849.69, -1749.7, -1549.65, -1849.65, -1549.65, -1549.64, -1549.65,
    ]);
  });

  it('lists the dues months still owed oldest first, settled oldest first; a reversed month owes nothing', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident });
    // Paid 1250.30 towards dues: January in full, 0.30 of February; March was reversed.
    expect(res.body.data.unpaidMonths).toEqual([{ period: '2025-02', charged: 1250, unpaid: 1249.7 }]);
    const credit = await t.call({ method: 'GET', url: `/api/me/unit-detail/${creditor}`, as: resident });
    expect(credit.body.data.unpaidMonths).toEqual([]);
  });

  it("gives the site's bank account: the default one when it is a bank account, else the first with an IBAN", async () => {
    const bankAccount = async () =>
      (await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident })).body.data.bankAccount;
    // The site's books hold only the default 'Kasa' so far: nothing to transfer to.
    expect(await bankAccount()).toBeNull();
    const vakif = 'TR320010009999901234567890';
    const ziraat = 'TR330006100519786457841326';
    await w.account({ siteId, name: 'Vakıfbank', kind: 'banka', iban: vakif });
    const ziraatId = await w.account({ siteId, name: 'Ziraat', kind: 'banka', iban: ziraat });
    expect(await bankAccount()).toEqual({ name: 'Vakıfbank', iban: vakif });
    await t.db.update(accounts).set({ isDefault: false }).where(eq(accounts.siteId, siteId));
    await t.db.update(accounts).set({ isDefault: true }).where(eq(accounts.id, ziraatId));
    expect(await bankAccount()).toEqual({ name: 'Ziraat', iban: ziraat });
    // Another site's account is never shown.
    const dut = await t.call({ method: 'GET', url: '/api/me/units', as: resident });
    const dutUnit = dut.body.data.find((u: { siteName: string }) => u.siteName === 'Dut Test Sitesi').unitId;
    const other = await t.call({ method: 'GET', url: `/api/me/unit-detail/${dutUnit}`, as: resident });
    expect(other.body.data.bankAccount).toBeNull();
  });

  it('gives every ek bütçe entry the id of its additional charge, and dues entries null', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident });
    const txs: Array<{ type: string; description: string; additionalChargeId: number | null }> =
      res.body.data.transactions;
    const byCharge = (id: number | null) =>
      txs
        .filter((x) => x.additionalChargeId === id)
        .map((x) => x.description)
        .sort();
    expect(byCharge(elevator)).toEqual(['Asansör Yenileme ek bütçesi', 'Asansör Yenileme ödemesi']);
    expect(byCharge(paint)).toEqual([
      'Boya Badana ek bütçesi',
      'Boya Badana fazla ödeme',
      'Boya Badana ödemesi',
      'Düzeltme: Boya Badana fazla ödeme',
    ]);
    expect(JSON.stringify(txs)).not.toMatch(/Yanlış daireye girildi|Hatalı tutar/);
    expect(byCharge(garden)).toEqual([]);
    expect(txs.filter((x) => x.additionalChargeId === null).every((x) => x.type.startsWith('aidat_'))).toBe(true);
    expect(byCharge(null)).toHaveLength(7);
  });

  it('shows a unit in credit as a positive balance', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${creditor}`, as: resident });
    expect(res.body.data).toMatchObject({
      totalOutstanding: 500.3,
      currentOutstanding: 500.3,
      additionalCharges: [
        { title: 'Asansör Yenileme', outstanding: 0 },
        { title: 'Boya Badana', outstanding: 0 },
        { title: 'Bahçe Düzenleme', outstanding: 0 },
      ],
    });
  });

  it('shows a unit without entries as all zeros with no transactions', async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${untouched}`, as: resident });
    expect(res.body.data).toMatchObject({ totalOutstanding: 0, currentOutstanding: 0, transactions: [] });
    expect(res.body.data.additionalCharges).toHaveLength(3);
  });

  it("refuses the resident the neighbour's unit on the same site", async () => {
    const res = await t.call({ method: 'GET', url: `/api/me/unit-detail/${neighbour}`, as: resident });
    expect(res.statusCode).toBe(404);
    expect(res.body.data).toBeNull();
  });
});

describe('balancesOfUnits', () => {
  it('gives the same exact balances for chosen units of one site, and nothing for another site', async () => {
    const rows = await balancesOfUnits(t.db, siteId, [debtor, creditor, neighbour, untouched]);
    expect(rows).toEqual(
      [
        { unitId: debtor, balanceKurus: -154_965 },
        { unitId: creditor, balanceKurus: 50_030 },
        { unitId: neighbour, balanceKurus: -77_777 },
        { unitId: untouched, balanceKurus: 0 },
      ].sort((a, b) => a.unitId - b.unitId),
    );
    expect(await balancesOfUnits(t.db, siteId + 1_000, [debtor])).toEqual([]);
    expect(await balancesOfUnits(t.db, siteId, [])).toEqual([]);
  });
});

/** Counts the statements the app sends to the database while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = (t.database.pool ?? t.database.pglite) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(client, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}

describe('query count (no query per unit)', () => {
  it('answers unit-debts, units and notifications with the same number of queries for 2 and 4 units', async () => {
    const mehmet = await t.login('mehmet');
    for (const url of ['/api/me/unit-debts', '/api/me/units', '/api/me/notifications']) {
      const withFour = await countQueries(() => t.call({ method: 'GET', url, as: resident }));
      const withTwo = await countQueries(() => t.call({ method: 'GET', url, as: mehmet }));
      expect(withFour).toBe(withTwo);
      // One statement checks the session and reads the answer.
      expect(withFour).toBe(1);
    }
  });

  it('answers unit-detail with a fixed number of queries whatever the ledger size', async () => {
    const big = await countQueries(() => t.call({ method: 'GET', url: `/api/me/unit-detail/${debtor}`, as: resident }));
    const empty = await countQueries(() =>
      t.call({ method: 'GET', url: `/api/me/unit-detail/${untouched}`, as: resident }),
    );
    expect(big).toBe(empty);
    // One statement: the session, the unit, its balances, additional charges and entries.
    expect(big).toBe(1);
    // A unit that is not the caller's is refused by that same statement, not by a second one.
    const foreign = await countQueries(() =>
      t.call({ method: 'GET', url: `/api/me/unit-detail/${neighbour}`, as: resident }),
    );
    expect(foreign).toBe(1);
  });
});
