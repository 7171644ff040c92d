import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { ledgerTransactions } from '../../db/schema/index.js';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { unitDetailOfResident, unitDetailPageOfResident } from './me.repository.js';

/**
 * Unit detail pages its entries (PRODUCT.md §8): newest 50 first, then older pages by the cursor,
 * while the balances always cover the whole ledger.
 */
let t: TestContext;
let w: World;
let resident: string;
let residentId: number;
let unitId: number;
let otherUnitEntry: number;

const ENTRIES = 120;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  const siteId = await w.site({ name: 'Sayfa Test Sitesi' });
  residentId = (await w.user()).id;
  unitId = await w.unit({ siteId, block: 'A', doorNumber: '1', residentId });
  const otherUnit = await w.unit({ siteId, block: 'A', doorNumber: '2' });
  resident = await w.signIn(residentId);
  // 120 charges of 1,00 ₺, two of them at each instant, so the order needs the id as well.
  await t.db.insert(ledgerTransactions).values(
    Array.from({ length: ENTRIES }, (_, i) => ({
      unitId,
      siteId,
      type: 'aidat_charge',
      description: `Gider ${i + 1}`,
      occurredAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 3_600_000),
      amountKurus: 100,
    })),
  );
  otherUnitEntry = await w.ledgerRow(
    { unitId: otherUnit, siteId },
    { type: 'aidat_charge', amount: 5, at: '2025-06-01T00:00:00Z', description: 'Komşu' },
  );
});
afterAll(() => t.close());

const detail = (query = '') => t.call({ method: 'GET', url: `/api/me/unit-detail/${unitId}${query}`, as: resident });

describe('GET /api/me/unit-detail/{unitId} pages', () => {
  it('gives the newest 50, then older pages by the cursor, each entry once, with the whole balance every time', async () => {
    const seen: string[] = [];
    const balances: number[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await detail(cursor ? `?before=${cursor}` : '');
      expect(res.statusCode).toBe(200);
      expect(res.body.data.totalOutstanding).toBe(-120);
      const page: Array<{ description: string; runningBalance: number }> = res.body.data.transactions;
      sizes.push(page.length);
      seen.push(...page.map((e) => e.description));
      balances.push(...page.map((e) => e.runningBalance));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    // Newest first: the last posted comes first, the first posted last, none twice.
    expect(seen).toEqual(Array.from({ length: ENTRIES }, (_, i) => `Gider ${ENTRIES - i}`));
    // The running balance carries on across pages: each older page starts where the newer one ended.
    expect(balances).toEqual(Array.from({ length: ENTRIES }, (_, i) => -(ENTRIES - i)));
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const first = await detail();
    const second = await detail(`?before=${first.body.data.nextCursor}`);
    // The 70th newest: exactly 50 older entries remain.
    const seventieth = second.body.data.transactions[19];
    const last = await detail(`?before=${seventieth.id}`);
    expect(last.body.data.transactions).toHaveLength(50);
    expect(last.body.data.transactions[0].runningBalance).toBe(-50);
    expect(last.body.data.transactions.at(-1).description).toBe('Gider 1');
    expect(last.body.data.nextCursor).toBeNull();
  });

  it("gives no entries for another unit's entry as the cursor, and refuses a cursor that is no id", async () => {
    const foreign = await detail(`?before=${otherUnitEntry}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body.data.transactions).toEqual([]);
    expect(foreign.body.data.nextCursor).toBeNull();
    const bad = await detail('?before=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/before/i);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('unit detail statements on PostgreSQL', () => {
  // PostgreSQL plans a prepared statement for its values until one plan for any values costs about
  // the same. At full size the unit page never got there while its first page passed a null
  // cursor that folded a branch away, so it was planned again on every read: the first page's
  // statement has no cursor at all (ledger-read.repository.ts, unitLedgerColumns).
  it('gives the first page a statement without the cursor, and keeps one plan for each statement', async () => {
    const url = String(
      (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
    );
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      const caller = { userId: residentId };
      const first = await unitDetailOfResident(database.db, caller, { unitId });
      for (let i = 0; i < 7; i++) {
        await unitDetailOfResident(database.db, caller, { unitId });
        await unitDetailPageOfResident(database.db, caller, { unitId, before: first.rows[0].entries[49].id });
      }
      const { rows } = await database.pool!.query<{ name: string; generic_plans: string; parameters: number }>(
        `select name, generic_plans, cardinality(parameter_types) as parameters
         from pg_prepared_statements where name like 'me_unit_detail%' order by name`,
      );
      expect(rows.map((r) => [r.name, r.parameters])).toEqual([
        // The unit, the row limit and the caller; the later pages add the cursor (used twice).
        ['me_unit_detail_of_user', 3],
        ['me_unit_detail_page_of_user', 5],
      ]);
      for (const row of rows) expect(Number(row.generic_plans), row.name).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
