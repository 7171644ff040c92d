import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { sites, unitEnforcements, units } from '../../db/schema/index.js';
import { setUpSiteBooks } from '../ledger/public.js';

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

interface ListedUnit {
  id: number;
  outstanding: number;
  lateFeeAccrued: number;
}
interface DebtorRow {
  unitId: number;
  lateFeeAccrued: number;
  totalDebt: number;
}

const kurus = (lira: number) => Math.round(lira * 100);

/**
 * A site charging 5 % a month from its start, its units charged January and February at
 * 1.000,00 ₺ and unpaid: A-1 accrues fees to today, A-2 is 'icra takibinde' and accrues none.
 */
async function siteOwingFees() {
  const siteId = await w.site({ name: `Gecikmeli Site ${Date.now()}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId);
  const a1 = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  const a2 = await w.unit({ siteId, block: 'A', doorNumber: '2' });
  for (const unitId of [a1, a2])
    for (const period of ['2026-01', '2026-02'])
      await w.ledgerRow(
        { unitId, siteId },
        {
          type: 'aidat_charge',
          amount: 1000,
          at: `${period}-01T09:00:00.000Z`,
          period,
          description: `${period} Aidatı`,
        },
      );
  await t.db
    .update(sites)
    .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
    .where(eq(sites.id, siteId));
  // Under icra since before its first due day (PRODUCT.md §21): no day of it carries a fee.
  await t.db.insert(unitEnforcements).values({ unitId: a2, startedOn: '2026-01-01' });
  await t.db.update(units).set({ enforcement: true }).where(eq(units.id, a2));
  return { siteId, admin: admin.cookie, a1, a2 };
}

const listOf = async (as: string, siteId: number): Promise<ListedUnit[]> => {
  const res = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${siteId}`, as });
  expect(res.statusCode).toBe(200);
  return res.body.data;
};

describe('the units list as of today (PRODUCT.md §12)', () => {
  it('gives each unit the late fees accrued to today as the debtor list counts them', async () => {
    const s = await siteOwingFees();
    const list = await listOf(s.admin, s.siteId);
    const debtors = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${s.siteId}/debtors`, as: s.admin });
    expect(debtors.statusCode).toBe(200);
    const a1 = list.find((u) => u.id === s.a1)!;
    const owing = (debtors.body.data.rows as DebtorRow[]).find((r) => r.unitId === s.a1)!;
    // The ledger's balance stays what was posted; the fees accrued to today are apart and named.
    expect(a1.outstanding).toBe(-2000);
    expect(a1.lateFeeAccrued).toBeGreaterThan(0);
    expect(a1.lateFeeAccrued).toBe(owing.lateFeeAccrued);
    // Owed today is the same figure on both screens.
    expect(kurus(a1.outstanding) - kurus(a1.lateFeeAccrued)).toBe(kurus(owing.totalDebt));
    // A unit under enforcement accrues no more fees: nothing is added to its balance.
    expect(list.find((u) => u.id === s.a2)).toMatchObject({ outstanding: -2000, lateFeeAccrued: 0 });
  });

  it('leaves nothing owed after the amount it shows is paid, and answers an edit with the same figures', async () => {
    const s = await siteOwingFees();
    const before = (await listOf(s.admin, s.siteId)).find((u) => u.id === s.a1)!;
    const owedKurus = kurus(before.lateFeeAccrued) - kurus(before.outstanding);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/siteadmin/units/${s.a1}`,
      as: s.admin,
      payload: { block: 'A', doorNumber: '1', squareMeters: 90, roomCount: 3 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.body.data).toMatchObject({ outstanding: -2000, lateFeeAccrued: before.lateFeeAccrued });

    const paid = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${s.a1}/payments`,
      as: s.admin,
      payload: { kind: 'aidat', amount: owedKurus / 100 },
    });
    expect(paid.statusCode).toBe(201);
    const after = (await listOf(s.admin, s.siteId)).find((u) => u.id === s.a1)!;
    expect(after).toMatchObject({ outstanding: 0, lateFeeAccrued: 0 });
  });

  it('adds nothing on a site that charges no fees', async () => {
    const s = await siteOwingFees();
    await t.db.update(sites).set({ lateFeeEnabled: false }).where(eq(sites.id, s.siteId));
    const list = await listOf(s.admin, s.siteId);
    expect(list.map((u) => [u.outstanding, u.lateFeeAccrued])).toEqual([
      [-2000, 0],
      [-2000, 0],
    ]);
  });
});
