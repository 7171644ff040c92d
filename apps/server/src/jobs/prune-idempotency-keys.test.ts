import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { idempotencyKeys, users } from '../db/schema/index.js';
import { IDEMPOTENCY_RETENTION_MS, pruneIdempotencyKeys } from './prune-idempotency-keys.js';

let t: TestContext;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
  userId = user.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(idempotencyKeys);
});

const NOW = new Date('2026-05-10T12:00:00Z');

async function keys(prefix: string, n: number, ageMs: number): Promise<void> {
  await t.db.insert(idempotencyKeys).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      key: `${prefix}-${i}`,
      requestHash: 'h'.repeat(64),
      statusCode: 201,
      response: { isSuccess: true },
      createdAt: new Date(NOW.getTime() - ageMs),
    })),
  );
}

describe('pruneIdempotencyKeys', () => {
  it('deletes keys older than a day, in batches, and keeps younger ones', async () => {
    await keys('old', 5, IDEMPOTENCY_RETENTION_MS + 1000);
    await keys('young', 3, IDEMPOTENCY_RETENTION_MS - 1000);
    expect(await pruneIdempotencyKeys(t.db, NOW, 2)).toBe(5);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key).sort()).toEqual(['young-0', 'young-1', 'young-2']);
    expect(await pruneIdempotencyKeys(t.db, NOW)).toBe(0);
  });
});
