import { addMonths, periodOf, periodStart } from '@aidat/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { ledgerTransactions, sites, units } from '../db/schema/index.js';
import { chargeCounts, demoSiteIds, unitCount } from '../../test/factories/index.js';
import { runAccrual } from './monthly-accrual.js';

// sites.dues_charged_through: the month each site is charged through, which the accrual reads
// instead of the ledger. These tests check every writer keeps it right and the accrual trusts it
// no further than the unique key allows.

let t: TestContext;
let ids: { gunes: number; deniz: number };
let ayse: string;
const current = periodOf(new Date());
/** A moment inside the given month. */
const inside = (period: string) => new Date(periodStart(period).getTime() + 60_000);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  ayse = await t.login('ayse');
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

async function deleteCharges(siteId: number, fromPeriod: string): Promise<void> {
  await t.db
    .delete(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, siteId),
        eq(ledgerTransactions.type, 'aidat_charge'),
        gte(ledgerTransactions.duesPeriod, fromPeriod),
      ),
    );
}

describe('sites.dues_charged_through', () => {
  it('is filled from the ledger for sites charged without it (the demo seed), charging nothing twice', async () => {
    await setChargedThrough([ids.gunes, ids.deniz], null);
    expect((await runAccrual(t.db, inside(current))).charged).toBe(0);
    expect(await chargedThrough(ids.gunes)).toBe(current);
    expect(await chargedThrough(ids.deniz)).toBe(current);
  });

  it("catches up from the ledger's latest charge when the column is empty", async () => {
    await deleteCharges(ids.gunes, addMonths(current, -1));
    await setChargedThrough([ids.gunes], null);
    const units = await unitCount(t, ids.gunes);
    expect((await runAccrual(t.db, inside(current))).charged).toBe(2 * units);
    const charges = await chargeCounts(t, ids.gunes, addMonths(current, -1));
    expect(charges).toHaveLength(2 * units);
    expect(charges.every((c) => c.n === 1)).toBe(true);
    expect(await chargedThrough(ids.gunes)).toBe(current);
  });

  it('moves forward with every accrual run and stays empty for a site without dues', async () => {
    const [free] = await t.db
      .insert(sites)
      .values({ name: 'Aidatsız', address: 'Test', blockCount: 1, unitCount: 1, monthlyDuesKurus: 0 })
      .returning({ id: sites.id });
    await t.db.insert(units).values({ siteId: free.id, block: 'A', doorNumber: '1' });
    const next = addMonths(current, 1);
    const expected = (await unitCount(t, ids.gunes)) + (await unitCount(t, ids.deniz));
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
    // A month the column says is not charged yet although every unit but one already has it.
    const [oneUnit] = await t.db.select({ id: units.id }).from(units).where(eq(units.siteId, ids.deniz)).limit(1);
    await t.db
      .delete(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.unitId, oneUnit.id),
          eq(ledgerTransactions.type, 'aidat_charge'),
          eq(ledgerTransactions.duesPeriod, next),
        ),
      );
    await setChargedThrough([ids.deniz], current);
    expect((await runAccrual(t.db, inside(next))).charged).toBe(1);
    const charges = await chargeCounts(t, ids.deniz, next);
    expect(charges).toHaveLength(await unitCount(t, ids.deniz));
    expect(charges.every((c) => c.n === 1)).toBe(true);
    expect(await chargedThrough(ids.deniz)).toBe(next);
  });

  it("is moved to this month by a site admin's dues charge, and never back", async () => {
    const setDues = (monthlyAmount: number) =>
      t.call({
        method: 'POST',
        url: '/api/siteadmin/sites/dues-amount',
        as: ayse,
        payload: { siteId: ids.gunes, monthlyAmount },
      });

    // A site charged through an older month: setting the amount charges this month and moves the column.
    await deleteCharges(ids.gunes, current);
    await setChargedThrough([ids.gunes], addMonths(current, -1));
    const res = await setDues(1250);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.chargedUnits).toBe(await unitCount(t, ids.gunes));
    expect(await chargedThrough(ids.gunes)).toBe(current);

    // Already charged through next month (by the accrual above): stays there.
    await setChargedThrough([ids.gunes], addMonths(current, 1));
    expect((await setDues(1300)).body.data.chargedUnits).toBe(0);
    expect(await chargedThrough(ids.gunes)).toBe(addMonths(current, 1));
  });
});
