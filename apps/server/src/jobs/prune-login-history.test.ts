import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { configurations, loginHistory } from '../db/schema/index.js';
import { pruneLoginHistory, startLoginHistoryPruning } from './prune-login-history.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(loginHistory);
});

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

/** Attempts made `ageDays` before NOW, written in the order given as the app writes them. */
async function attempts(count: number, ageDays: number): Promise<number[]> {
  const rows = await t.db
    .insert(loginHistory)
    .values(
      Array.from({ length: count }, () => ({
        attemptType: 1,
        isSuccess: false,
        ipAddress: '203.0.113.7',
        attemptedAtUtc: new Date(NOW.getTime() - ageDays * DAY),
        failureReason: 'Doğrulama kodu hatalı',
      })),
    )
    .returning({ id: loginHistory.id });
  return rows.map((r) => r.id);
}

const remaining = async () =>
  (await t.db.select({ id: loginHistory.id }).from(loginHistory).orderBy(loginHistory.id)).map((r) => r.id);

describe('pruneLoginHistory', () => {
  it('deletes attempts older than the retention and keeps the rest', async () => {
    await attempts(2, 900);
    await attempts(1, 731);
    const kept = [...(await attempts(1, 729)), ...(await attempts(2, 1))];

    expect(await pruneLoginHistory(t.db, 730, NOW)).toBe(3);
    expect(await remaining()).toEqual(kept);
    // Idempotent: a second run finds nothing more.
    expect(await pruneLoginHistory(t.db, 730, NOW)).toBe(0);
    expect(await remaining()).toEqual(kept);
  });

  it('follows the retention it is given', async () => {
    await attempts(1, 40);
    const kept = await attempts(1, 20);
    expect(await pruneLoginHistory(t.db, 30, NOW)).toBe(1);
    expect(await remaining()).toEqual(kept);
  });

  it('works through a backlog in batches and stops at the first attempt still kept', async () => {
    await attempts(7, 1000);
    const kept = await attempts(4, 10);
    expect(await pruneLoginHistory(t.db, 730, NOW, 3)).toBe(7);
    expect(await remaining()).toEqual(kept);
  });

  it('lets two instances prune at once without errors or double counting', async () => {
    await attempts(40, 1000);
    const kept = await attempts(3, 1);
    const [a, b] = await Promise.all([pruneLoginHistory(t.db, 730, NOW, 5), pruneLoginHistory(t.db, 730, NOW, 5)]);
    // One may stop early when the other holds the old rows; a second pass finishes the rest.
    const rest = await pruneLoginHistory(t.db, 730, NOW, 5);
    expect(a + b + rest).toBe(40);
    expect(await remaining()).toEqual(kept);
  });
});

describe('startLoginHistoryPruning', () => {
  it('is seeded with 730 days and reads the retention from configuration on every run', async () => {
    expect(await t.app.settings.int('LoginHistoryRetentionDays')).toBe(730);
    // Ages relative to the real clock: the job prunes by the time it runs.
    await attempts(1, 800 + (Date.now() - NOW.getTime()) / DAY);
    const [recent] = await attempts(1, 100 + (Date.now() - NOW.getTime()) / DAY);
    const stop = startLoginHistoryPruning(t.app, 100);
    try {
      await expect.poll(() => remaining(), { timeout: 5000 }).toEqual([recent]);
      await t.db.update(configurations).set({ value: '60' }).where(eq(configurations.key, 'LoginHistoryRetentionDays'));
      await t.app.settings.invalidate();
      await expect.poll(() => remaining(), { timeout: 5000 }).toEqual([]);
    } finally {
      stop();
    }
  });
});
