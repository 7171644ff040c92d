import { addMonths, duesDescription, periodOf, periodStart } from '@aidat/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { sites, units } from '../db/schema/index.js';
import {
  chargeCounts,
  createSite,
  createSiteAdmin,
  demoSiteIds,
  postLedgerRow,
  unitCount,
} from '../../test/factories/index.js';
import { runAccrual } from './monthly-accrual.js';

// sites.dues_charged_through: the month each site is charged through, which the accrual reads
// instead of the ledger. These tests check every writer keeps it right and the accrual trusts it
// no further than the unique key allows.

let t: TestContext;
let ids: { gunes: number; deniz: number };
/** The site the catch-up test makes: charged like the demo sites from then on. */
let caughtUp: number;
const current = periodOf(new Date());
/** A moment inside the given month. */
const inside = (period: string) => new Date(periodStart(period).getTime() + 60_000);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  // Year-old units, so a catch-up may bill them for past months.
  await t.db.update(units).set({ createdAt: periodStart(addMonths(current, -12)) });
});
afterAll(() => t.close());

async function chargedThrough(siteId: number): Promise<string | null> {
  const [row] = await t.db.select({ through: sites.duesChargedThrough }).from(sites).where(eq(sites.id, siteId));
  return row.through;
}

async function setChargedThrough(siteIds: number[], through: string | null): Promise<void> {
  await t.db.update(sites).set({ duesChargedThrough: through }).where(inArray(sites.id, siteIds));
}

/**
 * A site of the test's own with year-old units and no charges: posted entries are never deleted,
 * so a site that missed months is made, not made by removing the demo's charges.
 */
async function siteWithUnits(name: string, doors: number): Promise<number> {
  const siteId = await createSite(t, { name });
  await t.db.insert(units).values(
    Array.from({ length: doors }, (_, i) => ({
      siteId,
      block: 'A',
      doorNumber: String(i + 1),
      createdAt: periodStart(addMonths(current, -12)),
    })),
  );
  return siteId;
}

describe('sites.dues_charged_through', () => {
  it('is filled from the ledger for sites charged without it (the demo seed), charging nothing twice', async () => {
    await setChargedThrough([ids.gunes, ids.deniz], null);
    expect((await runAccrual(t.db, inside(current))).charged).toBe(0);
    expect(await chargedThrough(ids.gunes)).toBe(current);
    expect(await chargedThrough(ids.deniz)).toBe(current);
  });

  it("catches up from the ledger's latest charge when the column is empty", async () => {
    // Charged up to two months ago, the column empty.
    caughtUp = await siteWithUnits('Geride Kalan Site', 3);
    const last = addMonths(current, -2);
    const unitIds = (await t.db.select({ id: units.id }).from(units).where(eq(units.siteId, caughtUp))).map(
      (u) => u.id,
    );
    for (const unitId of unitIds)
      await postLedgerRow(
        t,
        { unitId, siteId: caughtUp },
        {
          type: 'aidat_charge',
          amount: 1250,
          at: periodStart(last).toISOString(),
          description: duesDescription(last),
          period: last,
        },
      );
    expect((await runAccrual(t.db, inside(current))).charged).toBe(2 * unitIds.length);
    const charges = await chargeCounts(t, caughtUp, addMonths(current, -1));
    expect(charges).toHaveLength(2 * unitIds.length);
    expect(charges.every((c) => c.n === 1)).toBe(true);
    expect(await chargedThrough(caughtUp)).toBe(current);
  });

  it('moves forward with every accrual run and stays empty for a site without dues', async () => {
    const [free] = await t.db
      .insert(sites)
      .values({ name: 'Aidatsız', address: 'Test', blockCount: 1, unitCount: 1, monthlyDuesKurus: 0 })
      .returning({ id: sites.id });
    await t.db.insert(units).values({ siteId: free.id, block: 'A', doorNumber: '1' });
    const next = addMonths(current, 1);
    const expected = (await unitCount(t, ids.gunes)) + (await unitCount(t, ids.deniz)) + (await unitCount(t, caughtUp));
    expect((await runAccrual(t.db, inside(next))).charged).toBe(expected);
    expect(await chargedThrough(ids.gunes)).toBe(next);
    expect(await chargedThrough(ids.deniz)).toBe(next);
    expect(await chargedThrough(free.id)).toBeNull();
    // The second run finds every site charged through the month and touches nothing.
    expect((await runAccrual(t.db, inside(next))).charged).toBe(0);
    // An earlier clock never moves the month back.
    expect((await runAccrual(t.db, inside(current))).charged).toBe(0);
    expect(await chargedThrough(ids.gunes)).toBe(next);
  });

  it('charges once when the ledger is ahead of the column (the unique key decides, not the column)', async () => {
    const next = addMonths(current, 1);
    // A month the column says is not charged yet although every unit but one already has it: a
    // unit new this month, which the run above did not see.
    await t.db.insert(units).values({ siteId: ids.deniz, block: 'Z', doorNumber: '1' });
    await setChargedThrough([ids.deniz], current);
    expect((await runAccrual(t.db, inside(next))).charged).toBe(1);
    const charges = await chargeCounts(t, ids.deniz, next);
    expect(charges).toHaveLength(await unitCount(t, ids.deniz));
    expect(charges.every((c) => c.n === 1)).toBe(true);
    expect(await chargedThrough(ids.deniz)).toBe(next);
  });

  it("is moved to this month by a site admin's dues charge, and never back", async () => {
    // A site charged through an older month: setting the amount charges this month and moves the column.
    const siteId = await siteWithUnits('Aidatı Yeni Girilen Site', 4);
    await setChargedThrough([siteId], addMonths(current, -1));
    const { cookie } = await createSiteAdmin(t, siteId);
    const setDues = (monthlyAmount: number) =>
      t.call({
        method: 'POST',
        url: '/api/siteadmin/sites/dues-amount',
        as: cookie,
        payload: { siteId, monthlyAmount },
      });
    const res = await setDues(1250);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.chargedUnits).toBe(4);
    expect(await chargedThrough(siteId)).toBe(current);

    // Already charged through next month: stays there.
    await setChargedThrough([siteId], addMonths(current, 1));
    expect((await setDues(1300)).body.data.chargedUnits).toBe(0);
    expect(await chargedThrough(siteId)).toBe(addMonths(current, 1));
  });
});
