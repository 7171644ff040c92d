import { addMonths, periodOf } from '@aidat/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { createSite, createUnit } from '../../test/factories/index.js';
import { ledgerTransactions, sites, units } from '../db/schema/index.js';
import { startJobs } from './index.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startJobs', () => {
  it('catches up the current month at start and returns a stop function', async () => {
    const current = periodOf(new Date());
    // A site whose current month was missed: charged through the month before, nothing since.
    const siteId = await createSite(t, { name: 'Kaçırılan Ay Sitesi' });
    for (const doorNumber of ['1', '2', '3']) await createUnit(t, { siteId, block: 'A', doorNumber });
    await t.db
      .update(sites)
      .set({ duesChargedThrough: addMonths(current, -1) })
      .where(eq(sites.id, siteId));
    const currentCharges = and(eq(ledgerTransactions.type, 'aidat_charge'), eq(ledgerTransactions.duesPeriod, current));

    const stop = await startJobs(t.app);
    stop();

    const [charged] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(currentCharges);
    const [all] = await t.db.select({ n: sql<number>`count(*)::int` }).from(units);
    expect(charged.n).toBe(all.n);
  });
});
