import { istanbulMidnight } from '@aidat/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { createSite, createUnit, postLedgerRow } from '../../../../../test/factories/index.js';
import { ledgerTransactions, sites, unitEnforcements, units } from '../../../../db/schema/index.js';
import { lateFeeCatchUp, runLateFees } from '../../../../jobs/monthly-late-fees.js';
import { BUCKET_UNITS, bucketOf, lockBucket } from './late-fee-locks.js';
import { myUnitDetail } from '../../../me/me.service.js';
import { siteCollections } from '../../books/accounts/collections.service.js';
import { accruedLateFees } from '../accrued-fees.js';
import { accruedFeesFromHistory, paidMarchOwedApril } from './accrued-fees.test-fixtures.js';
import { feeMarkStore, flushFeeMarks } from './fee-mark-store.js';
import { feeMarkOf, feeMarkStats, forgetFeeMarks } from './fee-marks.js';
import { postFeesForPayments } from './payment-fees.js';

// The late-fee rule (PRODUCT.md §12) on fixed dates, each case on a site and unit of its own: a
// 1.250,00 ₺ March 2025 dues charge, due on the 10th, 5 % a month from 2025-01-01.

let t: TestContext;
let system: string;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

/** Noon of an Istanbul day. */
const noon = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(istanbulMidnight(y, m, d).getTime() + 12 * 3600_000);
};
/** The first of a month, as the monthly job sees it. */
const monthStart = (y: number, m: number) => new Date(istanbulMidnight(y, m, 1).getTime() + 60_000);

let n = 0;
async function setUp(settings: Partial<typeof sites.$inferInsert> = {}) {
  n += 1;
  const siteId = await createSite(t, { name: `Gecikme ${n}` });
  await t.db
    .update(sites)
    .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2025-01-01', ...settings })
    .where(eq(sites.id, siteId));
  const unitId = await createUnit(t, { siteId, block: 'A', doorNumber: '1' });
  const unit = { siteId, unitId };
  return withMarchDues(unit);
}

/** The unit with its 1.250,00 ₺ March 2025 dues charge posted. */
async function withMarchDues(unit: { siteId: number; unitId: number }) {
  const chargeId = await postLedgerRow(t, unit, {
    type: 'aidat_charge',
    amount: 1250,
    at: '2025-03-01T00:00:00+03:00',
    description: 'Mart 2025 Aidatı',
    period: '2025-03',
  });
  return { ...unit, chargeId };
}

/** Puts the unit under icra from `from` through `to` (null: still open), as the enforcement call records it. */
async function underIcra(unitId: number, from: string, to: string | null) {
  await t.db
    .insert(unitEnforcements)
    .values({ unitId, startedOn: from, endedOn: to, endReason: to === null ? null : 'Ödeme planı' });
  await t.db
    .update(units)
    .set({ enforcement: to === null })
    .where(eq(units.id, unitId));
}

/** A payment dated at noon of `day`, posted with the fees it settles in one transaction. */
async function pay(unit: { siteId: number; unitId: number }, amount: number, day: string) {
  return t.db.transaction(async (tx) => {
    const id = await postLedgerRow({ ...t, db: tx } as TestContext, unit, {
      type: 'aidat_payment',
      amount,
      at: noon(day).toISOString(),
      description: 'Aidat ödemesi',
    });
    const posted = await postFeesForPayments(tx, [
      { unitId: unit.unitId, amountKurus: Math.round(amount * 100), occurredAt: noon(day) },
    ]);
    return { id, posted };
  });
}

async function feesOf(unitId: number) {
  return t.db
    .select({
      id: ledgerTransactions.id,
      kurus: ledgerTransactions.amountKurus,
      feeForId: ledgerTransactions.feeForId,
      through: ledgerTransactions.feeThrough,
      description: ledgerTransactions.description,
    })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.unitId, unitId), eq(ledgerTransactions.type, 'gecikme_charge')))
    .orderBy(asc(ledgerTransactions.id));
}

describe('late fee formula', () => {
  it('charges 93,75 ₺ on 1.250,00 ₺ paid 45 days after its due day, posted with the payment', async () => {
    const u = await setUp();
    // 10 March + 45 days = 24 April.
    const { posted } = await pay(u, 1250, '2025-04-24');
    expect(posted).toBe(1);
    expect(await feesOf(u.unitId)).toEqual([
      expect.objectContaining({
        kurus: 9375,
        feeForId: u.chargeId,
        through: '2025-04-24',
        description: 'Gecikme tazminatı: Mart 2025 Aidatı',
      }),
    ]);
  });

  it('splits the same days between the monthly posting and the payment without changing the sum', async () => {
    const u = await setUp();
    // March: 11th–31st, 21 days: 1250 × 5 % × 21/30 = 43,75.
    expect((await runLateFees(t.db, monthStart(2025, 4))).posted).toBe(1);
    // Fees first: 1.293,75 ₺ pays March's fee and settles the charge; 1–24 April: 50,00.
    expect((await pay(u, 1293.75, '2025-04-24')).posted).toBe(1);
    const fees = await feesOf(u.unitId);
    expect(fees.map((f) => [f.kurus, f.through])).toEqual([
      [4375, '2025-03-31'],
      [5000, '2025-04-24'],
    ]);
  });

  it('counts a partial payment from the day after it', async () => {
    const u = await setUp();
    await postLedgerRow(t, u, {
      type: 'aidat_payment',
      amount: 500,
      at: noon('2025-03-20').toISOString(),
      description: 'Kısmi',
    });
    await runLateFees(t.db, monthStart(2025, 4));
    // (1250 × 10 days + 750 × 11 days) × 5 % / 30 = 34,583… → 34,58.
    expect((await feesOf(u.unitId)).map((f) => f.kurus)).toEqual([3458]);
  });

  it('does not charge what was paid by the due day, and nothing on a charge paid in time', async () => {
    const u = await setUp();
    await postLedgerRow(t, u, {
      type: 'aidat_payment',
      amount: 1250,
      at: noon('2025-03-10').toISOString(),
      description: 'Zamanında',
    });
    expect((await runLateFees(t.db, monthStart(2025, 4))).posted).toBe(0);
    expect(await feesOf(u.unitId)).toEqual([]);
  });

  it('leaves reversed payments and reversed charges out', async () => {
    const u = await setUp();
    const paid = await postLedgerRow(t, u, {
      type: 'aidat_payment',
      amount: 500,
      at: noon('2025-03-20').toISOString(),
      description: 'Kısmi',
    });
    await postLedgerRow(t, u, {
      type: 'aidat_payment',
      amount: 500,
      at: noon('2025-03-25').toISOString(),
      description: 'İptal',
      reverses: paid,
    });
    await runLateFees(t.db, monthStart(2025, 4));
    expect((await feesOf(u.unitId)).map((f) => f.kurus)).toEqual([4375]);

    const v = await setUp();
    await postLedgerRow(t, v, {
      type: 'aidat_charge',
      amount: 1250,
      at: noon('2025-03-05').toISOString(),
      description: 'İptal',
      reverses: v.chargeId,
    });
    expect((await runLateFees(t.db, monthStart(2025, 4))).posted).toBe(0);
  });

  it('never charges a fee on a fee, and a waived fee is not posted again', async () => {
    const u = await setUp();
    await runLateFees(t.db, monthStart(2025, 4));
    const [march] = await feesOf(u.unitId);
    // Waiving is the ordinary reversal.
    await postLedgerRow(t, u, {
      type: 'gecikme_charge',
      amount: 43.75,
      at: noon('2025-04-02').toISOString(),
      description: 'x',
      reverses: march.id,
      reason: 'Muafiyet',
    });
    await runLateFees(t.db, monthStart(2025, 4));
    await runLateFees(t.db, monthStart(2025, 5));
    // April: 30 days on the 1.250,00 ₺ only (not on March's fee): 62,50.
    expect((await feesOf(u.unitId)).filter((f) => f.feeForId !== null).map((f) => [f.kurus, f.through])).toEqual([
      [4375, '2025-03-31'],
      [6250, '2025-04-30'],
    ]);
  });

  it('keeps fees already posted when the settings change', async () => {
    const u = await setUp();
    await runLateFees(t.db, monthStart(2025, 4));
    await t.db.update(sites).set({ lateFeeRateBps: 300, dueDay: 28 }).where(eq(sites.id, u.siteId));
    await runLateFees(t.db, monthStart(2025, 5));
    // April at 3 %: 1250 × 3 % × 30/30 = 37,50; March's 43,75 stays as posted.
    expect((await feesOf(u.unitId)).map((f) => f.kurus)).toEqual([4375, 3750]);
  });

  it('only charges charges due after lateFeeFrom', async () => {
    const u = await setUp({ lateFeeFrom: '2025-03-10' });
    await postLedgerRow(t, u, {
      type: 'aidat_charge',
      amount: 1250,
      at: '2025-04-01T00:00:00+03:00',
      description: 'Nisan 2025 Aidatı',
      period: '2025-04',
    });
    await runLateFees(t.db, monthStart(2025, 4));
    await runLateFees(t.db, monthStart(2025, 5));
    const fees = await feesOf(u.unitId);
    // Only April's charge (due 10 April): 11th–30th, 20 days = 41,67 (41,666… rounded).
    expect(fees.map((f) => [f.kurus, f.through])).toEqual([[4167, '2025-04-30']]);
    expect(fees[0].feeForId).not.toBe(u.chargeId);
  });

  it('charges nothing while fees are off or the unit is in icra', async () => {
    const off = await setUp({ lateFeeEnabled: false });
    const icra = await setUp();
    await underIcra(icra.unitId, '2025-03-01', null);
    await runLateFees(t.db, monthStart(2025, 4));
    expect(await feesOf(off.unitId)).toEqual([]);
    expect(await feesOf(icra.unitId)).toEqual([]);
    expect((await pay(icra, 1250, '2025-04-24')).posted).toBe(0);
  });

  it('leaves out the days under icra, its first and last included, in the monthly posting and at a payment', async () => {
    const u = await setUp();
    // Under icra 21 March – 5 April: March's fee is for the 11th–20th, 10 days = 20,83.
    await underIcra(u.unitId, '2025-03-21', '2025-04-05');
    await runLateFees(t.db, monthStart(2025, 4));
    expect((await feesOf(u.unitId)).map((f) => [f.kurus, f.through])).toEqual([[2083, '2025-03-31']]);
    // The charge and March's fee paid on the 24th: its fee for 6–24 April, 19 days = 39,58.
    expect((await pay(u, 1250 + 20.83, '2025-04-24')).posted).toBe(1);
    expect((await feesOf(u.unitId)).map((f) => [f.kurus, f.through])).toEqual([
      [2083, '2025-03-31'],
      [3958, '2025-04-24'],
    ]);
  });

  it('posts a month once however often the job runs', async () => {
    const u = await setUp();
    const first = await runLateFees(t.db, monthStart(2025, 4));
    expect(first).toEqual({ posted: 1, period: '2025-03' });
    expect((await runLateFees(t.db, monthStart(2025, 4))).posted).toBe(0);
    expect(await feesOf(u.unitId)).toHaveLength(1);
  });

  it('settles a unit oldest first: a payment reaches the April charge only after March and its fee', async () => {
    const u = await setUp();
    await postLedgerRow(t, u, {
      type: 'aidat_charge',
      amount: 1250,
      at: '2025-04-01T00:00:00+03:00',
      description: 'Nisan 2025 Aidatı',
      period: '2025-04',
    });
    await postLedgerRow(t, u, {
      type: 'aidat_payment',
      amount: 1250,
      at: noon('2025-04-05').toISOString(),
      description: 'Ödeme',
    });
    await runLateFees(t.db, monthStart(2025, 4));
    await runLateFees(t.db, monthStart(2025, 5));
    const fees = await feesOf(u.unitId);
    // March's fee 43,75 goes first, so 43,75 of March stays unpaid from 6 April: 1250 × 5 days
    // (1st–5th) + 43,75 × 25 days at 5 % / 30 = 10,4166… + 1,8229… = 12,24 (one rounding).
    // April's charge, reached by nothing: 11th–30th, 20 days = 41,67.
    expect(fees.map((f) => [f.feeForId === u.chargeId ? 'mar' : 'apr', f.kurus])).toEqual([
      ['mar', 4375],
      ['mar', 1224],
      ['apr', 4167],
    ]);
  });
});

describe('what is owed today (PRODUCT.md §12)', () => {
  const balanceOf = async (unitId: number) => {
    const [row] = await t.db
      .select({
        kurus:
          sql<number>`coalesce(sum(case when ${ledgerTransactions.type} like '%payment' then ${ledgerTransactions.amountKurus} else -${ledgerTransactions.amountKurus} end), 0)`.mapWith(
            Number,
          ),
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, unitId));
    return row.kurus;
  };

  it('shows the fee accrued to today, and paying exactly the total shown leaves nothing owed', async () => {
    const u = await setUp();
    // 10 March → 24 April: 45 days, 93,75 ₺, nothing posted yet.
    expect(await accruedLateFees(t.db, [u.unitId], noon('2025-04-24'))).toEqual([
      { unitId: u.unitId, chargeId: u.chargeId, kurus: 9375 },
    ]);
    expect(await feesOf(u.unitId)).toEqual([]);
    const system = await t.userId('system');
    const [row] = await siteCollections(
      t.db,
      { id: system, fullName: 'Sistem', email: null, phone: null, role: 'SystemAdmin', isBlocked: false },
      u.siteId,
      noon('2025-04-24'),
    );
    expect(row).toMatchObject({ duesDebt: -1250, lateFeeDebt: -93.75, lateFeeAccrued: 93.75 });
    // Tahsilat pre-fills 1.250,00 + 93,75; paid that day, the fee is posted and the unit is even.
    await pay(u, 1343.75, '2025-04-24');
    expect(await balanceOf(u.unitId)).toBe(0);
    expect(await accruedLateFees(t.db, [u.unitId], noon('2025-04-24'))).toEqual([]);
  });

  it("gives the resident's unit page every line owed today, the opening debt first, adding up to what clears it", async () => {
    const u = await setUp();
    const mehmet = await t.userId('mehmet');
    await t.db.update(units).set({ residentUserId: mehmet }).where(eq(units.id, u.unitId));
    // 'Devir bakiyesi' from the set-up import: a dues charge without a month, due the day it was entered.
    await postLedgerRow(t, u, {
      type: 'aidat_charge',
      amount: 500,
      at: '2025-02-15T10:00:00+03:00',
      description: 'Devir',
    });
    const today = noon('2025-04-24');
    const accrued = (await accruedLateFees(t.db, [u.unitId], today)).reduce((sum, f) => sum + f.kurus, 0);
    // 15 Feb → 24 Apr on 500,00 (68 days: 56,67) and 10 Mar → 24 Apr on 1.250,00 (45 days: 93,75).
    expect(accrued).toBe(5667 + 9375);
    const { data } = await myUnitDetail(t.db, { userId: mehmet }, u.unitId, null, today);
    expect(data.openingDebt).toBe(500);
    expect(data.unpaidMonths).toEqual([{ period: '2025-03', charged: 1250, unpaid: 1250 }]);
    expect(data.owedToday).toEqual({
      total: 1750 + accrued / 100,
      lateFee: accrued / 100,
      lateFeeAccrued: accrued / 100,
    });
    await pay(u, data.owedToday.total, '2025-04-24');
    expect(await balanceOf(u.unitId)).toBe(0);
    const after = await myUnitDetail(t.db, { userId: mehmet }, u.unitId, null, today);
    expect([after.data.openingDebt, after.data.unpaidMonths, after.data.owedToday.total]).toEqual([0, [], 0]);
  });

  it('counts the posted fee once and accrues on from the day after it', async () => {
    const u = await setUp();
    await runLateFees(t.db, monthStart(2025, 4)); // March's 43,75 posted
    // 1–24 April: 50,00 accrued beside the 43,75 posted.
    expect(await accruedLateFees(t.db, [u.unitId], noon('2025-04-24'))).toEqual([
      { unitId: u.unitId, chargeId: u.chargeId, kurus: 5000 },
    ]);
    await pay(u, 1250 + 43.75 + 50, '2025-04-24');
    expect(await balanceOf(u.unitId)).toBe(0);
  });

  it('accrues nothing while fees are off or the unit is in icra, and nothing for the icra days', async () => {
    const off = await setUp({ lateFeeEnabled: false });
    const icra = await setUp();
    await underIcra(icra.unitId, '2025-03-11', null);
    expect(await accruedLateFees(t.db, [off.unitId, icra.unitId], noon('2025-04-24'))).toEqual([]);
    // Under icra from 1 April on: 11–31 March only, 21 days = 43,75, whatever day it is read.
    const since = await setUp();
    await underIcra(since.unitId, '2025-04-01', null);
    for (const day of ['2025-04-02', '2025-06-30'])
      expect(await accruedLateFees(t.db, [since.unitId], noon(day))).toEqual([
        { unitId: since.unitId, chargeId: since.chargeId, kurus: 4375 },
      ]);
  });
});

describe('the settled history the read skips (fee-marks.ts)', () => {
  const listFrom = feeMarkStore.fromUnits;
  afterEach(() => {
    feeMarkStore.fromUnits = listFrom;
  });

  /** A unit whose March is paid before its due day (settled for good) and whose April is unpaid. */
  async function settledMarch() {
    const unit = await setUp();
    const march = await paidMarchOwedApril(t, unit);
    const read = (day: string, db = t.db) => accruedLateFees(db, [unit.unitId], noon(day));
    const reference = (day: string, db = t.db) => accruedFeesFromHistory(db, [unit.unitId], day, noon(day));
    return { unit, march, read, reference };
  }

  it('is marked from committed rows only, and a reversal after the mark reopens it', async () => {
    const { unit, march, read, reference } = await settledMarch();
    expect(await read('2025-05-15')).toEqual(await reference('2025-05-15'));
    expect(feeMarkOf(unit.unitId)?.endId).toBe(unit.chargeId);

    // A transaction takes March's payment back and reads inside it: March owes again there, and
    // what it read, which rolls back, is not marked.
    const fromRollback = await t.db
      .transaction(async (tx) => {
        await postLedgerRow({ ...t, db: tx } as TestContext, unit, {
          type: 'aidat_payment',
          amount: 1250,
          at: '2025-05-01T12:00:00+03:00',
          description: 'İptal',
          reverses: march,
        });
        const inside = await read('2025-05-20', tx);
        expect(inside).toEqual(await reference('2025-05-20', tx));
        expect(inside.map((f) => f.chargeId)).toContain(unit.chargeId);
        throw new RolledBack();
      })
      .catch((e) => e);
    expect(fromRollback).toBeInstanceOf(RolledBack);
    expect(feeMarkOf(unit.unitId)).toBeUndefined();
    expect(await read('2025-05-20')).toEqual(await reference('2025-05-20'));
    expect(feeMarkOf(unit.unitId)?.endId).toBe(unit.chargeId);

    // Committed, the same reversal: the mark is refused and March's fees are back.
    const refused = feeMarkStats.refused;
    await postLedgerRow(t, unit, {
      type: 'aidat_payment',
      amount: 1250,
      at: '2025-05-01T12:00:00+03:00',
      description: 'İptal',
      reverses: march,
    });
    const after = await read('2025-05-25');
    expect(after).toEqual(await reference('2025-05-25'));
    expect(after.map((f) => f.chargeId)).toContain(unit.chargeId);
    expect(feeMarkStats.refused).toBe(refused + 1);
  });

  it('is kept in the database for lists: a server that starts finds it, unless the unit was made again', async () => {
    const { unit, read, reference } = await settledMarch();
    const kept = async () => {
      await flushFeeMarks();
      const rows = await t.db.execute(sql`
        select f.mark->>'endId' as "endId",
               f.unit_created = (extract(epoch from u.created_at) * 1000000)::bigint as "sameUnit"
        from unit_fee_marks f join units u on u.id = f.unit_id where f.unit_id = ${unit.unitId}`);
      return (rows as unknown as { rows: Array<{ endId: string; sameUnit: boolean }> }).rows;
    };
    // A resident's few units: marked in memory only.
    expect(await read('2025-05-12')).toEqual(await reference('2025-05-12'));
    expect(await kept()).toEqual([]);
    // A list's units (here from one unit on): in the database too.
    feeMarkStore.fromUnits = 1;
    forgetFeeMarks();
    expect(await read('2025-05-15')).toEqual(await reference('2025-05-15'));
    expect(await kept()).toEqual([{ endId: String(unit.chargeId), sameUnit: true }]);

    // A start: nothing in memory; the unit is worked out from the kept mark's rows alone, also
    // after its row changed (its resident's name: nothing of its fees).
    await t.db.update(units).set({ residentFullName: 'Yeni Sakin' }).where(eq(units.id, unit.unitId));
    forgetFeeMarks();
    const { loaded, unchanged } = feeMarkStats;
    const afterStart = await read('2025-05-20');
    expect(afterStart).toEqual(await reference('2025-05-20'));
    expect(afterStart.map((f) => f.chargeId)).not.toContain(unit.chargeId);
    expect(feeMarkStats.loaded).toBe(loaded + 1);
    expect(feeMarkStats.unchanged).toBe(unchanged + 1);

    // Another unit under the same id (as after a database reset): the kept mark is not read, the
    // unit is read from its whole history and marked again as the new unit.
    await t.db
      .update(units)
      .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
      .where(eq(units.id, unit.unitId));
    expect((await kept())[0].sameUnit).toBe(false);
    forgetFeeMarks();
    expect(await read('2025-05-25')).toEqual(await reference('2025-05-25'));
    expect(feeMarkStats.loaded).toBe(loaded + 1);
    expect(await kept()).toEqual([{ endId: String(unit.chargeId), sameUnit: true }]);
  });

  it('is used only in the database it was read from: another identity (a database made again) reads the whole history', async () => {
    const { unit, read, reference } = await settledMarch();
    await read('2025-05-12');
    const mark = feeMarkOf(unit.unitId);
    expect(mark?.token).toContain((await identityValue()) as string);
    const { unchanged, used } = feeMarkStats;
    await t.db.execute(sql`update database_identity set value = gen_random_uuid()`);
    try {
      const fees = await read('2025-05-15');
      expect(fees).toEqual(await reference('2025-05-15'));
      // Neither worked out from the mark nor read after it: its token is another database's.
      expect(feeMarkStats.unchanged).toBe(unchanged);
      expect(feeMarkStats.used).toBe(used);
      expect(feeMarkOf(unit.unitId)?.token).toContain((await identityValue()) as string);
    } finally {
      // The database's identity as the other tests' marks know it.
      await t.db.execute(sql`update database_identity set value = ${mark?.token.split(':').at(-1)}::uuid`);
    }
  });
});

async function identityValue(): Promise<string | undefined> {
  const rows = (await t.db.execute(sql`select value from database_identity`)) as unknown as {
    rows: Array<{ value: string }>;
  };
  return rows.rows[0]?.value;
}

class RolledBack extends Error {}

describe('the monthly posting in buckets of units', () => {
  /** A unit of the site with the given id (far apart ids land in different buckets) and its March dues. */
  async function unitWithId(siteId: number, id: number) {
    await t.db.insert(units).values({ id, siteId, block: 'B', doorNumber: String(id) });
    return withMarchDues({ siteId, unitId: id });
  }

  it('posts every bucket, two at a time, and counts every row it inserted', async () => {
    const first = await setUp();
    const far = [first.unitId + 3 * BUCKET_UNITS, first.unitId + 5 * BUCKET_UNITS, first.unitId + 6 * BUCKET_UNITS];
    const others = await Promise.all(far.map((id) => unitWithId(first.siteId, id)));
    expect(new Set([first, ...others].map((u) => bucketOf(u.unitId))).size).toBe(4);
    const [{ top }] = await t.db
      .select({ top: sql<string>`coalesce(max(${ledgerTransactions.id}), 0)::text` })
      .from(ledgerTransactions);
    const run = await runLateFees(t.db, monthStart(2025, 4), new Map(), 2);
    const inserted = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(gt(ledgerTransactions.id, Number(top)));
    expect(run.posted).toBe(inserted[0].n);
    // 1.250,00 ₺ unpaid 11–31 March at 5 %: 1250 × 21 × 0,05 / 30 = 43,75 each.
    for (const u of [first, ...others]) {
      expect((await feesOf(u.unitId)).map((f) => [f.feeForId, f.kurus])).toEqual([[u.chargeId, 4375]]);
    }
    expect((await runLateFees(t.db, monthStart(2025, 4), new Map(), 2)).posted).toBe(0);
  });

  // Two connections: the embedded database has one.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "makes a payment's fee posting wait while its unit's bucket is being posted",
    async () => {
      const u = await setUp();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const batch = t.db.transaction(async (tx) => {
        await lockBucket(tx, bucketOf(u.unitId));
        locked();
        await held;
      });
      await isLocked;
      let paid = false;
      const payment = pay(u, 1250, '2025-04-15').then((r) => {
        paid = true;
        return r;
      });
      // The payment's transaction is queued behind the bucket's lock, not merely not yet started.
      await expect
        .poll(
          async () =>
            (
              await t.database.pool!.query(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              )
            ).rows[0].n,
          { timeout: 10_000, interval: 10 },
        )
        .toBeGreaterThan(0);
      expect(paid).toBe(false);
      release();
      await batch;
      // 1250 × 36 days (11 March – 15 April, the day it is paid) × 0,05 / 30 = 75,00.
      expect((await payment).posted).toBe(1);
      expect((await feesOf(u.unitId)).map((f) => f.kurus)).toEqual([7500]);
    },
  );
});

describe('a month missed entirely', () => {
  it('is caught up by the next run, in one fee to the end of last month', async () => {
    // The last run was in February (it charged February's dues): March's fees were never posted.
    const u = await setUp();
    await t.db.update(sites).set({ duesChargedThrough: '2025-02' }).where(eq(sites.id, u.siteId));
    const missed = await lateFeeCatchUp(t.db, monthStart(2025, 5));
    expect(missed.get(u.siteId)).toBe('2025-02');
    await runLateFees(t.db, monthStart(2025, 5), missed);
    // 11 March – 30 April, 51 days: 1250 × 5 % × 51/30 = 106,25.
    expect((await feesOf(u.unitId)).map((f) => [f.kurus, f.through])).toEqual([[10625, '2025-04-30']]);
  });

  it('is not caught up for a site whose runs happened', async () => {
    const u = await setUp();
    await t.db.update(sites).set({ duesChargedThrough: '2025-04' }).where(eq(sites.id, u.siteId));
    expect((await lateFeeCatchUp(t.db, monthStart(2025, 5))).has(u.siteId)).toBe(false);
    await runLateFees(t.db, monthStart(2025, 5));
    // April only: the days of March were the April run's.
    expect((await feesOf(u.unitId)).map((f) => f.kurus)).toEqual([6250]);
  });
});

describe('a payment through the API', () => {
  it('posts the fee of the charge it settles in its own transaction', async () => {
    const u = await setUp();
    const res = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${u.unitId}/payments`,
      as: system,
      payload: { kind: 'aidat', amount: 1250, date: '2025-04-24' },
    });
    expect(res.statusCode).toBe(201);
    const fees = await feesOf(u.unitId);
    expect(fees.map((f) => [f.kurus, f.through])).toEqual([[9375, '2025-04-24']]);
    expect(fees[0].id).toBeGreaterThan(res.body.data.id);
  });
});

describe('undoing an ek bütçe', () => {
  it('reverses the late fees on its charges with them, and leaves the dues fees alone', async () => {
    const u = await setUp();
    const created = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: system,
      payload: { siteId: u.siteId, title: 'Çatı', amountPerUnit: 600, date: '2025-03-05' },
    });
    expect(created.statusCode).toBe(201);
    // March: the dues (due the 10th, 21 days: 43,75) and the ek bütçe (due the 10th: 600 × 5 % × 21/30 = 21,00).
    await runLateFees(t.db, monthStart(2025, 4));
    const before = await feesOf(u.unitId);
    expect(before.map((f) => f.kurus).sort((a, b) => a - b)).toEqual([2100, 4375]);

    const undone = await t.call({
      method: 'POST',
      url: `/api/siteadmin/additional-charges/${created.body.data.id}/reverse`,
      as: system,
      payload: { reason: 'Karar iptal edildi' },
    });
    expect(undone.statusCode).toBe(200);
    // The charge row and its fee.
    expect(undone.body.data.reversedEntries).toBe(2);
    const after = await feesOf(u.unitId);
    const ekbutceFee = before.find((f) => f.kurus === 2100)!;
    const reversal = after.find((f) => f.kurus === -2100);
    expect(reversal).toMatchObject({ feeForId: null, description: expect.stringContaining('Karar iptal edildi') });
    const [row] = await t.db
      .select({ reversesId: ledgerTransactions.reversesId })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, reversal!.id));
    expect(row.reversesId).toBe(ekbutceFee.id);
    expect(after.filter((f) => f.kurus === 4375)).toHaveLength(1);
    expect(after.filter((f) => f.kurus === -4375)).toHaveLength(0);

    // Nothing more on it next month: the charge no longer stands.
    await runLateFees(t.db, monthStart(2025, 5));
    expect((await feesOf(u.unitId)).filter((f) => f.feeForId === ekbutceFee.feeForId)).toHaveLength(1);
  });
});
