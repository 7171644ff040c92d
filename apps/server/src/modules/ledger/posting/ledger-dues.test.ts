import { addMonths, duesDescription, periodOf, periodStart } from '@aidat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { ledgerTransactions, sites, units } from '../../../db/schema/index.js';
import { runAccrual } from '../../../jobs/monthly-accrual.js';
import {
  chargeCounts,
  createSite,
  createSiteAdmin,
  createUnit,
  demoSiteIds,
  unitCount,
} from '../../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let deniz: string;
let ids: { gunes: number; deniz: number };
/** A site of the test's own that starts without charges, and its Admin. */
let fresh: number;
let freshAdmin: string;
const current = periodOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  ayse = await t.login('ayse');
  deniz = (await createSiteAdmin(t, ids.deniz)).cookie;
});
afterAll(() => t.close());

describe('POST /api/siteadmin/sites/dues-amount', () => {
  const setDues = (as: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/siteadmin/sites/dues-amount', as, payload });

  it('takes next month once this month is charged: a pending change, this month left as charged', async () => {
    const before = await chargeCounts(t, ids.gunes, current);
    const res = await setDues(ayse, { siteId: ids.gunes, monthlyAmount: 1500.5 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: 'Aidat oluşturuldu' });
    const next = addMonths(current, 1);
    expect(res.body.data).toEqual({
      siteId: ids.gunes,
      monthlyDuesAmount: 1500.5,
      period: current,
      chargedUnits: 0,
      effectiveFrom: next,
      rule: { mode: 'perUnit', amount: 1250, effectiveFrom: null },
      pending: { mode: 'perUnit', amount: 1500.5, effectiveFrom: next },
    });
    const [site] = await t.db
      .select({ kurus: sites.monthlyDuesKurus, pending: sites.pendingDuesKurus, from: sites.pendingDuesFrom })
      .from(sites)
      .where(eq(sites.id, ids.gunes));
    expect(site).toEqual({ kurus: 125_000, pending: 150_050, from: next });
    // The site list shows the amount charged this month until the change's month comes.
    const listed = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: ayse });
    expect(listed.body.data[0].monthlyDuesAmount).toBe(1250);
    expect(await chargeCounts(t, ids.gunes, current)).toEqual(before);
  });

  it("charges this month's dues at once while no unit has them, once, however often it is set", async () => {
    // A site of its own with no charges yet (posted entries are never deleted), charged through
    // the month before.
    fresh = await createSite(t, { name: 'Aidatsız Başlayan Site' });
    freshAdmin = (await createSiteAdmin(t, fresh)).cookie;
    const unitIds: number[] = [];
    for (const doorNumber of ['1', '2', '3'])
      unitIds.push(await createUnit(t, { siteId: fresh, block: 'A', doorNumber }));
    await t.db
      .update(sites)
      .set({ duesChargedThrough: addMonths(current, -1) })
      .where(eq(sites.id, fresh));
    const created = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: freshAdmin,
      payload: { siteId: fresh, block: 'E', doorNumber: '1' },
    });
    const unitId = created.body.data.id;

    const first = await setDues(freshAdmin, { siteId: fresh, monthlyAmount: 1333.33 });
    expect(first.body.data).toMatchObject({
      chargedUnits: unitIds.length + 1,
      effectiveFrom: current,
      rule: { mode: 'perUnit', amount: 1333.33, effectiveFrom: current },
      pending: null,
    });
    const second = await setDues(freshAdmin, { siteId: fresh, monthlyAmount: 1400 });
    expect(second.body.data).toMatchObject({ chargedUnits: 0, effectiveFrom: addMonths(current, 1) });

    const rows = await t.db
      .select({
        type: ledgerTransactions.type,
        amount: ledgerTransactions.amountKurus,
        description: ledgerTransactions.description,
        period: ledgerTransactions.duesPeriod,
        at: ledgerTransactions.occurredAt,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, unitId));
    expect(rows).toEqual([
      {
        type: 'aidat_charge',
        amount: 133_333,
        description: duesDescription(current),
        period: current,
        at: periodStart(current),
      },
    ]);
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${fresh}`, as: freshAdmin });
    expect(list.body.data.find((u: { id: number }) => u.id === unitId).outstanding).toBe(-1333.33);
  });

  it('charges every unit of a site exactly once per month, all the same amount', async () => {
    const counts = await chargeCounts(t, fresh, current);
    expect(counts).toHaveLength(await unitCount(t, fresh));
    expect(counts.every((c) => c.n === 1 && c.period === current)).toBe(true);
    const amounts = await t.db
      .selectDistinct({ amount: ledgerTransactions.amountKurus })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.siteId, fresh),
          eq(ledgerTransactions.type, 'aidat_charge'),
          eq(ledgerTransactions.duesPeriod, current),
        ),
      );
    expect(amounts).toEqual([{ amount: 133_333 }]);
  });

  it.each([
    [{ monthlyAmount: 0 }, 'Aylık aidat tutarı sıfırdan büyük olmalıdır.'],
    [{ monthlyAmount: -10 }, 'Aylık aidat tutarı sıfırdan büyük olmalıdır.'],
    [{ monthlyAmount: 10.005 }, 'Aylık aidat tutarı en fazla iki ondalık basamak içerebilir.'],
    [{ monthlyAmount: '1.250.00' }, /^Aylık aidat tutarı '1.250.00' iki farklı tutar/],
    [{}, 'Aylık aidat tutarı alanı zorunludur.'],
  ])('answers 400 naming the amount for %o', async (fields, message) => {
    const res = await setDues(ayse, { siteId: ids.gunes, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toMatch(message);
  });

  it("answers 403 when an Admin sets another site's dues, and changes nothing", async () => {
    const res = await setDues(ayse, { siteId: ids.deniz, monthlyAmount: 1 });
    expect(res.statusCode).toBe(403);
    const [site] = await t.db.select({ kurus: sites.monthlyDuesKurus }).from(sites).where(eq(sites.id, ids.deniz));
    expect(site.kurus).toBe(90_000);
    expect((await setDues(deniz, { siteId: ids.gunes, monthlyAmount: 1 })).statusCode).toBe(403);
    expect((await setDues(deniz, { siteId: ids.deniz, monthlyAmount: 900 })).statusCode).toBe(200);
  });
});

describe('runAccrual', () => {
  it('charges nothing when every unit has every month up to now, however often it runs', async () => {
    expect((await runAccrual(t.db)).charged).toBe(0);
    expect((await runAccrual(t.db)).charged).toBe(0);
  });

  it('charges each month once when a new month starts, the same from two instances at once', async () => {
    const next = addMonths(current, 1);
    const at = new Date(periodStart(next).getTime() + 60_000);
    const total = (await unitCount(t, ids.gunes)) + (await unitCount(t, ids.deniz)) + (await unitCount(t, fresh));
    const other = await createTestApp({ database: t.database });
    try {
      // Two instances on one PostgreSQL race for real; PGlite has one connection, so it runs them in turn.
      const results =
        t.database.kind === 'postgres'
          ? await Promise.all([runAccrual(t.db, at), runAccrual(other.db, at)])
          : [await runAccrual(t.db, at), await runAccrual(other.db, at)];
      expect(results[0].charged + results[1].charged).toBe(total);
      expect(results.map((r) => r.currentPeriod)).toEqual([next, next]);
    } finally {
      await other.close();
    }
    for (const siteId of [ids.gunes, ids.deniz, fresh]) {
      const counts = (await chargeCounts(t, siteId, next)).filter((c) => c.period === next);
      expect(counts).toHaveLength(await unitCount(t, siteId));
      expect(counts.every((c) => c.n === 1)).toBe(true);
    }
    const [sample] = await t.db
      .select({
        description: ledgerTransactions.description,
        at: ledgerTransactions.occurredAt,
        createdBy: ledgerTransactions.createdBy,
      })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.siteId, ids.deniz), eq(ledgerTransactions.duesPeriod, next)))
      .limit(1);
    expect(sample).toEqual({ description: duesDescription(next), at: periodStart(next), createdBy: null });
    expect(sample.description).toMatch(
      /^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} Aidatı$/,
    );
    expect((await runAccrual(t.db, at)).charged).toBe(0);
  });

  it('catches up every missed month once, and bills a new unit only from the month it was created', async () => {
    // A site that lost its last three months of charges (as if no instance had run: charged
    // through the month before) with year-old units; the other sites are charged through next month.
    const missedFrom = addMonths(current, -1);
    const lost = await createSite(t, { name: 'Kesintili Site' });
    const lostAdmin = (await createSiteAdmin(t, lost)).cookie;
    await t.db.insert(units).values(
      ['1', '2', '3', '4'].map((doorNumber) => ({
        siteId: lost,
        block: 'C',
        doorNumber,
        createdAt: periodStart(addMonths(current, -12)),
      })),
    );
    await t.db
      .update(sites)
      .set({ duesChargedThrough: addMonths(missedFrom, -1) })
      .where(eq(sites.id, lost));
    // Created during the outage, in the month after the one now current.
    const late = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: lostAdmin,
      payload: { siteId: lost, block: 'D', doorNumber: '1' },
    });
    const lateId = late.body.data.id;
    const twoAhead = addMonths(current, 2);
    await t.db
      .update(units)
      .set({ createdAt: new Date(periodStart(addMonths(current, 1)).getTime() + 3_600_000) })
      .where(eq(units.id, lateId));

    const at = new Date(periodStart(twoAhead).getTime() + 5_000);
    const oldUnits = (await unitCount(t, lost)) - 1;
    const others = (await unitCount(t, ids.gunes)) + (await unitCount(t, ids.deniz)) + (await unitCount(t, fresh));
    const result = await runAccrual(t.db, at);
    // The lost site: the three lost months and the one now due for the old units, the late unit's
    // two months; the others only the month now due.
    expect(result.charged).toBe(oldUnits * 4 + 2 + others);

    const counts = await chargeCounts(t, lost, missedFrom);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    expect(counts.filter((c) => c.unitId !== lateId)).toHaveLength(oldUnits * 4);
    expect(
      counts
        .filter((c) => c.unitId === lateId)
        .map((c) => c.period)
        .sort(),
    ).toEqual([addMonths(current, 1), twoAhead]);

    expect((await runAccrual(t.db, at)).charged).toBe(0);
  });

  it('charges only the current month for a site that was never charged', async () => {
    const [site] = await t.db
      .insert(sites)
      .values({ name: 'Yeni Site', address: 'Test', blockCount: 1, unitCount: 2, monthlyDuesKurus: 50_000 })
      .returning({ id: sites.id });
    await t.db.insert(units).values([
      { siteId: site.id, block: 'A', doorNumber: '1', createdAt: new Date('2020-01-01T00:00:00Z') },
      { siteId: site.id, block: 'A', doorNumber: '2', createdAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    const at = new Date(periodStart(addMonths(current, 2)).getTime() + 5_000);
    expect((await runAccrual(t.db, at)).charged).toBe(2);
    const counts = await chargeCounts(t, site.id, '2000-01');
    expect(counts.map((c) => c.period)).toEqual([addMonths(current, 2), addMonths(current, 2)]);
  });

  it('leaves sites without a monthly amount alone', async () => {
    const [site] = await t.db
      .insert(sites)
      .values({ name: 'Aidatsız Site', address: 'Test', blockCount: 1, unitCount: 1, monthlyDuesKurus: 0 })
      .returning({ id: sites.id });
    await t.db.insert(units).values({ siteId: site.id, block: 'A', doorNumber: '1' });
    await runAccrual(t.db, new Date(periodStart(addMonths(current, 3)).getTime()));
    expect(await chargeCounts(t, site.id, '2000-01')).toEqual([]);
  });
});
