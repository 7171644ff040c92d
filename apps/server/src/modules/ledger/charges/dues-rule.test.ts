import { addMonths, periodOf, periodStart } from '@aidat/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createSiteAdmin } from '../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { ledgerTransactions, sites, units } from '../../../db/schema/index.js';
import { runAccrual } from '../../../jobs/monthly-accrual.js';

// A site's dues rule with its effective month (PRODUCT.md §12): the default month, months already
// charged left alone, the pending change the accrual takes up, and the split modes' exact parts.

let t: TestContext;
let admin: { cookie: string; userId: number };
const current = periodOf(new Date());
const next = addMonths(current, 1);
/** A moment inside the given month. */
const inside = (period: string) => new Date(periodStart(period).getTime() + 60_000);

beforeAll(async () => {
  t = await createTestApp();
  // One Admin for every site these tests make.
  admin = await createSiteAdmin(t, await createSite(t, { name: 'Kural Sitesi 0', monthlyDuesKurus: 0 }));
});
afterAll(() => t.close());

interface UnitSpec {
  block: string;
  door: string;
  m2?: number;
  share?: [number, number] | null;
}

let siteNo = 0;
/** A fresh site without dues, administered by `admin`, whose units exist since a year ago. */
async function siteWith(unitSpecs: UnitSpec[]): Promise<{ siteId: number; unitIds: number[] }> {
  siteNo += 1;
  const siteId = await createSite(t, { name: `Kural Sitesi ${siteNo}`, monthlyDuesKurus: 0 });
  await t.db.execute(sql`insert into site_admins (site_id, user_id) values (${siteId}, ${admin.userId})`);
  const rows = await t.db
    .insert(units)
    .values(
      unitSpecs.map((u) => ({
        siteId,
        block: u.block,
        doorNumber: u.door,
        squareMeters: u.m2 ?? 0,
        landShareNumerator: u.share?.[0] ?? null,
        landShareDenominator: u.share?.[1] ?? null,
        createdAt: periodStart(addMonths(current, -12)),
      })),
    )
    .returning({ id: units.id });
  return { siteId, unitIds: rows.map((r) => r.id) };
}

const putRule = (siteId: number, payload: object, as = admin.cookie) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/sites/${siteId}/dues-rule`, as, payload });

/** Live dues charges of a site in a month: unit id → kuruş. */
async function chargesOf(siteId: number, period: string): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ unitId: ledgerTransactions.unitId, amount: ledgerTransactions.amountKurus })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, siteId),
        eq(ledgerTransactions.type, 'aidat_charge'),
        eq(ledgerTransactions.duesPeriod, period),
      ),
    )
    .orderBy(asc(ledgerTransactions.unitId));
  return new Map(rows.map((r) => [r.unitId, r.amount]));
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('PUT /api/siteadmin/sites/{siteId}/dues-rule', () => {
  it('applies from this month while it is uncharged, charging it at once; then from the next month', async () => {
    const { siteId, unitIds } = await siteWith([
      { block: 'A', door: '1' },
      { block: 'A', door: '2' },
    ]);
    const first = await putRule(siteId, { mode: 'perUnit', amount: 1000 });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Aidat oluşturuldu');
    expect(first.body.data).toEqual({
      siteId,
      rule: { mode: 'perUnit', amount: 1000, effectiveFrom: current },
      pending: null,
      chargedThrough: current,
      defaultEffectiveFrom: next,
      budgets: [],
      effectiveFrom: current,
      period: current,
      chargedUnits: 2,
    });
    expect([...(await chargesOf(siteId, current)).entries()]).toEqual(unitIds.map((id) => [id, 100_000]));

    const second = await putRule(siteId, { mode: 'perUnit', amount: 1200 });
    expect(second.statusCode).toBe(200);
    expect(second.body.message).toBe('Aidat kuralı kaydedildi');
    expect(second.body.data).toMatchObject({
      rule: { mode: 'perUnit', amount: 1000, effectiveFrom: current },
      pending: { mode: 'perUnit', amount: 1200, effectiveFrom: next },
      effectiveFrom: next,
      chargedUnits: 0,
    });
    const read = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/dues-rule`, as: admin.cookie });
    expect(read.body.data).toEqual({
      siteId,
      rule: { mode: 'perUnit', amount: 1000, effectiveFrom: current },
      pending: { mode: 'perUnit', amount: 1200, effectiveFrom: next },
      chargedThrough: current,
      defaultEffectiveFrom: next,
      budgets: [],
    });
  });

  it('never rewrites a charged month: a mid-month change leaves every unit paying the same this month', async () => {
    const { siteId } = await siteWith([
      { block: 'A', door: '1', m2: 80 },
      { block: 'A', door: '2', m2: 120 },
      { block: 'B', door: '1', m2: 100 },
    ]);
    await putRule(siteId, { mode: 'perUnit', amount: 500 });
    const before = await chargesOf(siteId, current);

    const refused = await putRule(siteId, { mode: 'area', amount: 3000, effectiveFrom: current });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('ValidationError');
    expect(refused.body.message).toMatch(/^Başlangıç ayı geçersiz/);
    const past = await putRule(siteId, { mode: 'area', amount: 3000, effectiveFrom: addMonths(current, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toMatch(/^Başlangıç ayı geçersiz/);

    // A unit added after the month was charged gets the month at the month's amount, not the new rule's.
    const added = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: admin.cookie,
      payload: { siteId, block: 'C', doorNumber: '1', squareMeters: 100 },
    });
    const changed = await putRule(siteId, { mode: 'area', amount: 3000 });
    expect(changed.body.data).toMatchObject({ effectiveFrom: next, chargedUnits: 1 });
    expect(changed.body.message).toBe('Aidat oluşturuldu');
    const after = await chargesOf(siteId, current);
    expect(after).toEqual(new Map([...before, [added.body.data.id, 50_000]]));
    expect(new Set(after.values())).toEqual(new Set([50_000]));
    expect((await putRule(siteId, { mode: 'area', amount: 3000 })).body.data.chargedUnits).toBe(0);
  });

  it('keeps one pending change: setting again replaces it', async () => {
    const { siteId } = await siteWith([{ block: 'A', door: '1' }]);
    await putRule(siteId, { mode: 'perUnit', amount: 100 });
    await putRule(siteId, { mode: 'perUnit', amount: 200, effectiveFrom: addMonths(current, 3) });
    const res = await putRule(siteId, { mode: 'perUnit', amount: 300, effectiveFrom: addMonths(current, 2) });
    expect(res.body.data.pending).toEqual({ mode: 'perUnit', amount: 300, effectiveFrom: addMonths(current, 2) });
    const [row] = await t.db.select({ from: sites.pendingDuesFrom }).from(sites).where(eq(sites.id, siteId));
    expect(row.from).toBe(addMonths(current, 2));
  });

  it('is charged by the accrual from its month in a catch-up spanning it, split to the kuruş', async () => {
    const { siteId, unitIds } = await siteWith([
      { block: 'A', door: '10', share: [1, 3] },
      { block: 'A', door: '2', share: [1, 3] },
      { block: 'B', door: '1', share: [1, 3] },
    ]);
    await putRule(siteId, { mode: 'perUnit', amount: 250 });
    const changeMonth = addMonths(current, 2);
    const set = await putRule(siteId, { mode: 'landShare', amount: 100, effectiveFrom: changeMonth });
    expect(set.statusCode).toBe(200);

    const last = addMonths(current, 3);
    await runAccrual(t.db, inside(last));
    expect(new Set((await chargesOf(siteId, next)).values())).toEqual(new Set([25_000]));
    for (const period of [changeMonth, last]) {
      const parts = await chargesOf(siteId, period);
      expect(sum(parts)).toBe(10_000);
      // 100,00 ₺ over three equal shares: the extra kuruş to the first by block and door.
      expect([...parts.entries()]).toEqual([
        [unitIds[0], 3333],
        [unitIds[1], 3334],
        [unitIds[2], 3333],
      ]);
    }
    // The change is the rule now, and nothing is pending.
    const read = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/dues-rule`, as: admin.cookie });
    expect(read.body.data).toMatchObject({
      rule: { mode: 'landShare', amount: 100, effectiveFrom: changeMonth },
      pending: null,
      chargedThrough: last,
    });
    const [site] = await t.db
      .select({ mode: sites.duesMode, kurus: sites.monthlyDuesKurus, pending: sites.pendingDuesFrom })
      .from(sites)
      .where(eq(sites.id, siteId));
    expect(site).toEqual({ mode: 'landShare', kurus: 10_000, pending: null });
    // Running again charges nothing.
    expect((await runAccrual(t.db, inside(last))).charged).toBe(0);
  });

  it('splits a total by m² so the parts add up to it exactly, also after a unit is added', async () => {
    const { siteId, unitIds } = await siteWith([
      { block: 'A', door: '1', m2: 85 },
      { block: 'A', door: '2', m2: 110 },
      { block: 'B', door: '1', m2: 0 },
      { block: 'B', door: '2', m2: 97 },
    ]);
    const res = await putRule(siteId, { mode: 'area', amount: 1234.57 });
    expect(res.body.data).toMatchObject({ effectiveFrom: current, chargedUnits: 3 });
    const parts = await chargesOf(siteId, current);
    expect(sum(parts)).toBe(123_457);
    expect(parts.has(unitIds[2])).toBe(false);
    // Each part within a kuruş of its exact share.
    for (const [i, m2] of [85, 110, 0, 97].entries()) {
      if (m2 === 0) continue;
      expect(Math.abs(parts.get(unitIds[i])! - (123_457 * m2) / 292)).toBeLessThan(1);
    }

    const added = await t.call({
      method: 'POST',
      url: '/api/siteadmin/units',
      as: admin.cookie,
      payload: { siteId, block: 'C', doorNumber: '1', squareMeters: 100 },
    });
    expect(added.statusCode).toBe(201);
    const shares = await t.db.select({ share: units.duesShareKurus }).from(units).where(eq(units.siteId, siteId));
    expect(shares.reduce((a, r) => a + (r.share ?? 0), 0)).toBe(123_457);
    expect(shares).toHaveLength(5);
  });

  it("works the parts out again when a unit's m² is edited, and refuses an edit that leaves no m² to split by", async () => {
    const { siteId, unitIds } = await siteWith([
      { block: 'A', door: '1', m2: 100 },
      { block: 'A', door: '2', m2: 0 },
    ]);
    await putRule(siteId, { mode: 'perUnit', amount: 10 });
    await putRule(siteId, { mode: 'area', amount: 900 });
    const edit = (unitId: number, door: string, squareMeters: number) =>
      t.call({
        method: 'PUT',
        url: `/api/siteadmin/units/${unitId}`,
        as: admin.cookie,
        payload: { block: 'A', doorNumber: door, squareMeters, roomCount: 3 },
      });
    const partsNow = async () =>
      (
        await t.db
          .select({ id: units.id, part: units.pendingDuesShareKurus })
          .from(units)
          .where(eq(units.siteId, siteId))
          .orderBy(asc(units.id))
      ).map((r) => r.part);
    expect(await partsNow()).toEqual([90_000, 0]);
    expect((await edit(unitIds[1], '2', 200)).statusCode).toBe(200);
    expect(await partsNow()).toEqual([30_000, 60_000]);

    expect((await edit(unitIds[1], '2', 0)).statusCode).toBe(200);
    const refused = await edit(unitIds[0], '1', 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Dairelerin metrekare toplamı sıfır; tutar metrekareye göre dağıtılamaz.');
    const [unit] = await t.db.select({ m2: units.squareMeters }).from(units).where(eq(units.id, unitIds[0]));
    expect(unit.m2).toBe(100);
  });

  it('refuses a land-share rule while a unit has no arsa payı, and changes nothing', async () => {
    const { siteId } = await siteWith([
      { block: 'A', door: '1', share: [1, 2] },
      { block: 'A', door: '2', share: null },
    ]);
    const res = await putRule(siteId, { mode: 'landShare', amount: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'ValidationError',
      message: '1 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.',
    });
    expect((await chargesOf(siteId, current)).size).toBe(0);
    const [site] = await t.db
      .select({ mode: sites.duesMode, kurus: sites.monthlyDuesKurus, through: sites.duesChargedThrough })
      .from(sites)
      .where(eq(sites.id, siteId));
    expect(site).toEqual({ mode: 'perUnit', kurus: 0, through: null });
  });

  it.each([
    [{ mode: 'equal', amount: 100 }, /^Dağıtım şekli/],
    [{ amount: 100 }, /^Dağıtım şekli/],
    [{ mode: 'perUnit' }, 'Tutar alanı zorunludur.'],
    [{ mode: 'perUnit', amount: -1 }, /^Tutar/],
    [{ mode: 'perUnit', amount: 10.005 }, /^Tutar/],
    [{ mode: 'perUnit', amount: 100, effectiveFrom: '2026-13' }, 'Başlangıç ayı YYYY-AA biçiminde olmalıdır.'],
    [{ mode: 'perUnit', amount: 100, effectiveFrom: 'Mart' }, 'Başlangıç ayı YYYY-AA biçiminde olmalıdır.'],
    [{ mode: 'perUnit', amount: 100, effectiveFrom: 202612 }, /^Başlangıç ayı/],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    const { siteId } = await siteWith([{ block: 'A', door: '1' }]);
    const res = await putRule(siteId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toMatch(message);
  });

  it('answers 403 to an Admin of another site, and 404 for a site that does not exist', async () => {
    const { siteId } = await siteWith([{ block: 'A', door: '1' }]);
    const other = await createSiteAdmin(t, await createSite(t, { name: 'Başka Site' }), 'Başka Yönetici');
    expect((await putRule(siteId, { mode: 'perUnit', amount: 100 }, other.cookie)).statusCode).toBe(403);
    const read = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/dues-rule`, as: other.cookie });
    expect(read.statusCode).toBe(403);
    expect((await chargesOf(siteId, current)).size).toBe(0);
    const system = await t.login('system');
    expect((await putRule(2_000_000_000, { mode: 'perUnit', amount: 100 }, system)).statusCode).toBe(404);
  });
});
