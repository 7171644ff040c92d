import { and, eq, sql } from 'drizzle-orm';
import { periodOf } from '@aidat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { ledgerTransactions, units } from '../db/schema/index.js';
import { startJobs } from './index.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startJobs', () => {
  it('catches up the current month at start and returns a stop function', async () => {
    const current = periodOf(new Date());
    const currentCharges = and(eq(ledgerTransactions.type, 'aidat_charge'), eq(ledgerTransactions.duesPeriod, current));
    await t.db.delete(ledgerTransactions).where(currentCharges);

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
