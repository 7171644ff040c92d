import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { type PaymentEntry, post } from './post.js';

// A posting of any size the screens accept is written (PRODUCT.md §2: an accepted statement can be
// confirmed): 7,500 payments in one round were one INSERT of 112,500 values, over PostgreSQL's
// 65,535 bind parameters. They go in bounded statements inside the one transaction.

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a large posting', () => {
  it('posts 7,500 payments of 7,500 units in one call, each with its receipt number, in order', async () => {
    const siteId = await w.site({ name: 'Büyük Site' });
    const accountId = await w.account({ siteId, name: 'Banka', kind: 'banka', isDefault: true });
    const units = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into units (site_id, block, door_number)
        select ${siteId}, 'A', g::text from generate_series(1, 7500) g
        returning id`),
    ).map((r) => Number(r.id));
    const at = new Date('2026-11-02T09:00:00.000Z');
    const entries: PaymentEntry[] = units.map((unitId, i) => ({
      kind: 'payment',
      unitId,
      siteId,
      pays: 'aidat',
      amountKurus: 100_000 + i,
      occurredAt: at,
      account: { id: accountId, method: 'havale' },
    }));
    const written = await post(t.db, entries, { by: null });
    expect(written).toHaveLength(7500);
    expect(written.map((r) => r.unitId)).toEqual(units);
    expect(written.map((r) => r.amountKurus)).toEqual(entries.map((e) => e.amountKurus));
    expect(written.map((r) => r.receiptNo)).toEqual(units.map((_, i) => i + 1));
    const [count] = rowsOf<{ n: number | string; total: number | string }>(
      await t.db.execute(
        sql`select count(*) as n, sum(amount_kurus) as total from ledger_transactions where site_id = ${siteId}`,
      ),
    );
    expect(Number(count.n)).toBe(7500);
    expect(Number(count.total)).toBe(7500 * 100_000 + (7499 * 7500) / 2);
  });
});
