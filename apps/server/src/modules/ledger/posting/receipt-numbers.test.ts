import { formatReceiptNo, istanbulParts, PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, receiptCounters } from '../../../db/schema/index.js';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { setUpSiteBooks } from '../books/accounts/site-books.repository.js';

// Receipt numbers (PRODUCT.md §11): every payment gets one, unique and gap-free per site and
// Istanbul year, in the payment's own transaction, also when payments arrive at once.

let t: TestContext;
let w: World;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

async function siteWithUnits(count: number) {
  siteCounter += 1;
  const siteId = await w.site({ name: `Makbuz Sitesi ${siteCounter}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId);
  const unitIds: number[] = [];
  for (let i = 1; i <= count; i += 1) unitIds.push(await w.unit({ siteId, block: 'A', doorNumber: String(i) }));
  const [account] = (await t.call({ method: 'GET', url: `/api/siteadmin/accounts?siteId=${siteId}`, as: admin.cookie }))
    .body.data;
  return { siteId, admin: admin.cookie, unitIds, accountId: account.id as number };
}

const pay = (as: string, unitId: number, date: string, amount = 100) =>
  t.call({
    method: 'POST',
    url: `/api/siteadmin/units/${unitId}/payments`,
    as,
    payload: { kind: 'aidat', amount, date },
  });

const numberOf = (receiptNo: string) => Number(receiptNo.slice(5));

describe('receipt numbers', () => {
  it('numbers payments that arrive at once 1..n without a gap or a repeat', async () => {
    const s = await siteWithUnits(3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pay(s.admin, s.unitIds[i % 3], '2026-03-10', 100 + i)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const numbers = answers.map((a) => a.body.data.receiptNo as string);
    expect(numbers.every((n) => n.startsWith('2026-'))).toBe(true);
    expect(numbers.map(numberOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [counter] = await t.db.select().from(receiptCounters).where(eq(receiptCounters.siteId, s.siteId));
    expect(counter).toEqual({ siteId: s.siteId, year: 2026, lastNo: 12 });
  });

  it('counts each Istanbul year on its own, and each site on its own', async () => {
    const s = await siteWithUnits(1);
    const other = await siteWithUnits(1);
    // 23:30 on 31 December in UTC is already 1 January in Istanbul.
    const newYear = await pay(s.admin, s.unitIds[0], '2025-12-31T21:30:00.000Z');
    const oldYear = await pay(s.admin, s.unitIds[0], '2025-12-31T20:30:00.000Z');
    const otherSite = await pay(other.admin, other.unitIds[0], '2026-01-05');
    expect([newYear.body.data.receiptNo, oldYear.body.data.receiptNo, otherSite.body.data.receiptNo]).toEqual([
      '2026-000001',
      '2025-000001',
      '2026-000001',
    ]);
  });

  it('numbers a batch in its order, gives a refused batch no number, and leaves reversals without one', async () => {
    const s = await siteWithUnits(2);
    const foreign = await siteWithUnits(1);
    const batch = (items: Array<{ unitId: number }>) =>
      t.call({
        method: 'POST',
        url: '/api/siteadmin/payments/batch',
        as: s.admin,
        payload: {
          siteId: s.siteId,
          accountId: s.accountId,
          method: 'havale',
          date: '2026-04-02',
          items: items.map((i) => ({ ...i, kind: 'aidat', amount: 50 })),
        },
      });
    const refused = await batch([{ unitId: s.unitIds[0] }, { unitId: foreign.unitIds[0] }]);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const saved = await batch([{ unitId: s.unitIds[1] }, { unitId: s.unitIds[0] }]);
    expect(saved.body.data.map((p: { receiptNo: string }) => p.receiptNo)).toEqual(['2026-000001', '2026-000002']);

    const reversal = await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${saved.body.data[0].id}/reverse`,
      as: s.admin,
      payload: { reason: 'Yanlış daire' },
    });
    expect(reversal.statusCode).toBe(201);
    expect(reversal.body.data.receiptNo).toBeNull();
    const next = await pay(s.admin, s.unitIds[0], '2026-04-03');
    expect(next.body.data.receiptNo).toBe('2026-000003');
    // The unit's ledger shows each payment's number; the reversed payment keeps its own.
    const ledger = await t.call({
      method: 'GET',
      url: `/api/siteadmin/units/${s.unitIds[1]}/transactions`,
      as: s.admin,
    });
    const rows = ledger.body.data.map((e: { amount: number; receiptNo: string | null }) => [e.amount, e.receiptNo]);
    expect(rows).toEqual([
      [-50, null],
      [50, '2026-000001'],
    ]);
  });

  it('gives every demo payment its number, and the next payment the next one', async () => {
    const { gunes } = await w.demo.siteIds();
    const [{ unnumbered }] = await t.db
      .select({ unnumbered: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(
        and(
          inArray(ledgerTransactions.type, [...PAYMENT_TRANSACTION_TYPES]),
          isNull(ledgerTransactions.reversesId),
          isNull(ledgerTransactions.receiptNo),
        ),
      );
    expect(unnumbered).toBe(0);
    const year = istanbulParts(new Date()).year;
    const lastNo = async () =>
      (await t.db.select().from(receiptCounters).where(eq(receiptCounters.siteId, gunes))).find((c) => c.year === year)
        ?.lastNo ?? 0;
    const before = await lastNo();
    expect(before).toBeGreaterThan(0);
    const ayse = await t.login('ayse');
    const res = await pay(ayse, await w.demo.unitId(gunes, 'A', '1'), new Date().toISOString());
    expect(res.body.data.receiptNo).toBe(formatReceiptNo(year, before + 1));
    expect(await lastNo()).toBe(before + 1);
  });
});
