import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { loginHistory, otpCodes } from '../db/schema/index.js';
import { OTP_RETENTION_MS, pruneOtpCodes, startOtpPruning } from './prune-otp-codes.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(otpCodes);
});

const NOW = new Date('2025-10-15T12:00:00Z');
const HOUR = 3_600_000;

/** Code rows whose expiry lies `ageMs` before NOW; consumed ones were used a minute before expiry. */
async function codes(count: number, ageMs: number, consumed = false): Promise<number[]> {
  const expiresAt = new Date(NOW.getTime() - ageMs);
  const rows = await t.db
    .insert(otpCodes)
    .values(
      Array.from({ length: count }, (_, i) => ({
        reference: randomUUID(),
        phone: `+90542${String(i).padStart(7, '0')}`,
        codeHash: 'x'.repeat(64),
        expiresAt,
        consumedAt: consumed ? new Date(expiresAt.getTime() - 60_000) : null,
        createdAt: new Date(expiresAt.getTime() - 3 * 60_000),
      })),
    )
    .returning({ id: otpCodes.id });
  return rows.map((r) => r.id);
}

const remaining = async () =>
  (await t.db.select({ id: otpCodes.id }).from(otpCodes).orderBy(otpCodes.id)).map((r) => r.id);

describe('pruneOtpCodes', () => {
  it('deletes used and unused codes that expired more than a day ago and keeps the rest', async () => {
    const oldUnused = await codes(2, OTP_RETENTION_MS + HOUR);
    const oldUsed = await codes(2, OTP_RETENTION_MS + HOUR, true);
    const recentUsed = await codes(1, HOUR, true);
    const recentExpired = await codes(1, OTP_RETENTION_MS - HOUR);
    const live = await codes(1, -2 * 60_000);

    expect(await pruneOtpCodes(t.db, NOW)).toBe(oldUnused.length + oldUsed.length);
    expect(await remaining()).toEqual([...recentUsed, ...recentExpired, ...live]);
    // Idempotent: a second run finds nothing more.
    expect(await pruneOtpCodes(t.db, NOW)).toBe(0);
  });

  it('works through a backlog in batches', async () => {
    await codes(7, 2 * OTP_RETENTION_MS);
    const kept = await codes(1, HOUR);
    expect(await pruneOtpCodes(t.db, NOW, 3)).toBe(7);
    expect(await remaining()).toEqual(kept);
  });

  it('lets two instances prune at once without errors or double counting', async () => {
    await codes(40, 2 * OTP_RETENTION_MS);
    const [a, b] = await Promise.all([pruneOtpCodes(t.db, NOW, 5), pruneOtpCodes(t.db, NOW, 5)]);
    expect(a + b).toBe(40);
    expect(await remaining()).toEqual([]);
  });

  it('leaves login history alone', async () => {
    await t.db.insert(loginHistory).values({
      attemptType: 1,
      isSuccess: false,
      attemptedAtUtc: new Date(NOW.getTime() - 400 * 24 * HOUR),
      failureReason: 'Doğrulama kodu hatalı',
    });
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(loginHistory))[0].n;
    const before = await count();
    await codes(1, 2 * OTP_RETENTION_MS);
    await pruneOtpCodes(t.db, NOW);
    expect(await count()).toBe(before);
  });
});

describe('startOtpPruning', () => {
  it('prunes right after start and again on every tick until stopped', async () => {
    // The job's interval is faked, the database is not: ticks happen only when the test says so,
    // so "nothing prunes once stopped" is checked without waiting for a tick that may not come.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const [first] = await codes(1, 400 * 24 * HOUR);
      const stop = startOtpPruning(t.app, 100);
      try {
        await expect.poll(() => remaining(), { timeout: 5000 }).toEqual([]);
        const [second] = await codes(1, 400 * 24 * HOUR);
        expect(await remaining()).toEqual([second]);
        await vi.advanceTimersByTimeAsync(100);
        await expect.poll(() => remaining(), { timeout: 5000 }).toEqual([]);
        expect(second).toBeGreaterThan(first);
      } finally {
        stop();
      }
      // Stopped: ten intervals later, nothing has pruned.
      const [third] = await codes(1, 400 * 24 * HOUR);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(
        await t.db
          .select({ id: otpCodes.id })
          .from(otpCodes)
          .where(inArray(otpCodes.id, [third])),
      ).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
