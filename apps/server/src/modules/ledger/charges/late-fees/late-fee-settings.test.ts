import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import {
  createSite,
  createSiteAdmin,
  createUnit,
  demoSiteIds,
  postLedgerRow,
} from '../../../../../test/factories/index.js';
import { sites } from '../../../../db/schema/index.js';
import { paidMarchOwedApril } from '../../posting/late-fees/accrued-fees.test-fixtures.js';
import { feeMarkStore } from '../../posting/late-fees/fee-mark-store.js';
import { markUnmarkedFeeSites } from '../../posting/accrued-fees.js';

let t: TestContext;
let siteId: number;
let admin: string;
let ayse: string;
let mehmet: string;

const BODY = { dueDay: 15, lateFeeEnabled: true, lateFeeRatePercent: 2.75, lateFeeFrom: '2026-01-01' };

beforeAll(async () => {
  t = await createTestApp();
  siteId = await createSite(t, { name: 'Gecikme Ayarları' });
  admin = (await createSiteAdmin(t, siteId)).cookie;
  [ayse, mehmet] = await Promise.all([t.login('ayse'), t.login('mehmet')]);
});
afterAll(() => t.close());

const put = (body: object, as = admin, id = siteId) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/sites/${id}/late-fee`, as, payload: body });

/** A new site of one unit whose March 2025 dues were paid on time and April's are owed. */
async function siteOwingApril(name: string) {
  const site = await createSite(t, { name });
  const unit = { siteId: site, unitId: await createUnit(t, { siteId: site, block: 'A', doorNumber: '1' }) };
  await postLedgerRow(t, unit, {
    type: 'aidat_charge',
    amount: 1250,
    at: '2025-03-01T00:00:00+03:00',
    description: 'Mart 2025 Aidatı',
    period: '2025-03',
  });
  await paidMarchOwedApril(t, unit);
  return { site, unit };
}

/** For this test, a site's units are read as a list's from one unit on: their marks kept in the database. */
function listsFromOneUnit() {
  const listFrom = feeMarkStore.fromUnits;
  feeMarkStore.fromUnits = 1;
  onTestFinished(() => {
    feeMarkStore.fromUnits = listFrom;
  });
}

async function marksOf(unitId: number): Promise<number> {
  const rows = await t.db.execute(sql`select count(*)::int as n from unit_fee_marks where unit_id = ${unitId}`);
  return (rows as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

describe('PUT /api/siteadmin/sites/{siteId}/late-fee', () => {
  it('stores the settings, the rate exactly in basis points, and answers them', async () => {
    const res = await put(BODY);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Gecikme tazminatı ayarları kaydedildi');
    expect(res.body.data).toEqual({ siteId, ...BODY });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row).toMatchObject({ dueDay: 15, lateFeeEnabled: true, lateFeeRateBps: 275, lateFeeFrom: '2026-01-01' });
    // The manager's site list carries them too.
    const list = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: admin });
    expect(list.body.data.find((s: { id: number }) => s.id === siteId).lateFee).toEqual({
      dueDay: 15,
      lateFeeEnabled: true,
      lateFeeRatePercent: 2.75,
      lateFeeFrom: '2026-01-01',
    });
  });

  it("marks the site's settled fee history before it answers, for its next lists", async () => {
    const { site, unit } = await siteOwingApril('Gecikme İşaretleri');
    const siteAdmin = (await createSiteAdmin(t, site)).cookie;
    listsFromOneUnit();
    // Asked as soon as the save has answered: nothing waited for.
    expect((await put({ ...BODY, lateFeeEnabled: false }, siteAdmin, site)).statusCode).toBe(200);
    expect(await marksOf(unit.unitId)).toBe(0);
    expect((await put({ ...BODY, dueDay: 10, lateFeeFrom: '2025-01-01' }, siteAdmin, site)).statusCode).toBe(200);
    expect(await marksOf(unit.unitId)).toBe(1);
  });

  it('marks at start-up the sites with fees on and no mark at all, once, and stops between sites', async () => {
    const { site, unit } = await siteOwingApril('Gecikme Açılışı');
    // Fees turned on as a database from before the marks has them: nothing marked.
    await t.db
      .update(sites)
      .set({ lateFeeEnabled: true, lateFeeRateBps: 500, dueDay: 10, lateFeeFrom: '2025-01-01' })
      .where(eq(sites.id, site));
    // A site smaller than a list's (50 units) keeps no marks: its lists read whole histories fast.
    expect(await markUnmarkedFeeSites(t.db)).not.toContain(site);
    listsFromOneUnit();
    expect(await markUnmarkedFeeSites(t.db, () => true)).toEqual([]);
    expect(await marksOf(unit.unitId)).toBe(0);
    expect(await markUnmarkedFeeSites(t.db)).toContain(site);
    expect(await marksOf(unit.unitId)).toBe(1);
    // Marked now: the next start leaves it alone.
    expect(await markUnmarkedFeeSites(t.db)).not.toContain(site);
  });

  it.each([
    [{ dueDay: 29 }, 'Son ödeme günü'],
    [{ dueDay: 0 }, 'Son ödeme günü'],
    [{ dueDay: 1.5 }, 'Son ödeme günü'],
    [{ lateFeeRatePercent: 5.555 }, 'Aylık gecikme oranı'],
    [{ lateFeeRatePercent: 0 }, 'Aylık gecikme oranı'],
    [{ lateFeeRatePercent: 'beş' }, 'Aylık gecikme oranı'],
    [{ lateFeeFrom: '2026-02-30' }, 'Tazminat başlangıç tarihi'],
    [{ lateFeeFrom: undefined }, 'Tazminat başlangıç tarihi'],
    [{ lateFeeEnabled: 'evet' }, 'Gecikme tazminatı uygula'],
  ])('refuses %j with a 400 naming the field', async (change, field) => {
    const res = await put({ ...BODY, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.message).toContain(field);
  });

  it("refuses another site's manager and a resident (403), and answers 404 for no such site", async () => {
    const gunes = (await demoSiteIds(t)).gunes;
    expect((await put(BODY, ayse)).statusCode).toBe(403);
    expect((await put(BODY, mehmet, gunes)).statusCode).toBe(403);
    expect((await put(BODY, await t.login('system'), 999_999)).statusCode).toBe(404);
  });
});
