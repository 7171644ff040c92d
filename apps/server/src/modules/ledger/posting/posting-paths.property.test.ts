import { istanbulMidnight, istanbulParts, istanbulStartOfToday, SITE_ADMIN_TEXTS } from '@aidat/shared';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { multipartFile } from '../../../../test/fixtures/multipart.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { ledgerTransactions, sites } from '../../../db/schema/index.js';

// One posting path (posting/post.ts): the same payments entered through the payment dialog, a
// Tahsilat batch and a bank statement's confirm leave the same ledger, late fees, balances and
// receipt numbers. Each run sets up three identical sites of its own (nothing is ever deleted).

let t: TestContext;
let w: World;
let sitesMade = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const IBAN = 'TR870001000912345678905001';
const CHARGE_TITLE = 'Çatı onarımı';

/** An Istanbul day "YYYY-MM-DD". */
function dayString(at: Date): string {
  const p = istanbulParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
/** Noon of the Istanbul day `n` days before today. */
const daysAgo = (n: number) => new Date(istanbulStartOfToday().getTime() - n * DAY + 12 * 3600_000);
/** Noon of an Istanbul day given as "YYYY-MM-DD". */
function noonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(istanbulMidnight(y, m, d).getTime() + 12 * 3600_000);
}
/** "1500,00": the plain Turkish form a bank statement prints. */
const statementAmount = (kurus: number) => `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;

interface Charges {
  /** A past month's dues, "YYYY-MM", and its amount in kuruş per unit. */
  period: string;
  duesKurus: number;
  /** The ek bütçe's day and amount in kuruş per unit. */
  chargeDay: string;
  chargeKurus: number;
}

type Admin = { cookie: string; userId: number };

/**
 * A site with fees on (due day 10, 5 % a month from 2025), a bank account, an ek bütçe, and units
 * A1…An each charged the month's dues (unless 0) and the ek bütçe; its Admin the one given or a new one.
 */
async function site(admin: Admin | null, units: number, charges: Charges) {
  sitesMade += 1;
  const siteId = await w.site({ name: `Tek yol ${sitesMade}` });
  await t.db
    .update(sites)
    .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2025-01-01' })
    .where(eq(sites.id, siteId));
  if (admin) await w.linkAdmin(siteId, admin.userId);
  const made = admin ?? (await w.siteAdmin(siteId));
  const accountId = await w.account({ siteId, name: 'Banka', kind: 'banka', iban: IBAN });
  const chargeId = await w.additionalCharge({
    siteId,
    title: CHARGE_TITLE,
    amount: charges.chargeKurus / 100,
    chargedAt: noonOf(charges.chargeDay),
  });
  const unitIds: number[] = [];
  for (let i = 0; i < units; i++) {
    const unitId = await w.unit({ siteId, block: 'A', doorNumber: String(i + 1) });
    unitIds.push(unitId);
    const [y, m] = charges.period.split('-').map(Number);
    if (charges.duesKurus > 0)
      await w.ledgerRow(
        { siteId, unitId },
        {
          type: 'aidat_charge',
          amount: charges.duesKurus / 100,
          at: istanbulMidnight(y, m, 1).toISOString(),
          description: `${charges.period} Aidatı`,
          period: charges.period,
        },
      );
    await w.ledgerRow(
      { siteId, unitId },
      {
        type: 'ekbutce_charge',
        amount: charges.chargeKurus / 100,
        at: noonOf(charges.chargeDay).toISOString(),
        description: CHARGE_TITLE,
        chargeId,
      },
    );
  }
  return { siteId, admin: made, accountId, chargeId, unitIds };
}

type Site = Awaited<ReturnType<typeof site>>;

interface Payment {
  unit: number;
  kind: 'aidat' | 'ekbutce';
  kurus: number;
  day: string;
}

/** The words a bank statement row carries, and the same note typed in the dialog and Tahsilat. */
const rowText = (i: number) => `ODEME ${i + 1}`;
const note = (i: number) => `Banka: ${rowText(i)}`;

async function viaDialog(s: Site, payments: readonly Payment[]) {
  for (const [i, p] of payments.entries()) {
    const res = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${s.unitIds[p.unit]}/payments`,
      as: s.admin.cookie,
      payload: {
        kind: p.kind,
        ...(p.kind === 'ekbutce' ? { additionalChargeId: s.chargeId } : {}),
        amount: p.kurus / 100,
        date: p.day,
        description: note(i),
        accountId: s.accountId,
        method: 'havale',
      },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  }
}

async function viaTahsilat(s: Site, payments: readonly Payment[]) {
  // One batch per day (a batch has one date), the days in order and each day's items as given.
  const days = [...new Set(payments.map((p) => p.day))];
  for (const day of days) {
    const items = payments.flatMap((p, i) =>
      p.day === day
        ? [
            {
              unitId: s.unitIds[p.unit],
              kind: p.kind,
              ...(p.kind === 'ekbutce' ? { additionalChargeId: s.chargeId } : {}),
              amount: p.kurus / 100,
              description: note(i),
            },
          ]
        : [],
    );
    const res = await t.call({
      method: 'POST',
      url: '/api/siteadmin/payments/batch',
      as: s.admin.cookie,
      payload: { siteId: s.siteId, accountId: s.accountId, method: 'havale', date: day, items },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  }
}

async function viaStatement(s: Site, payments: readonly Payment[]) {
  const lines = payments.map((p, i) => {
    const [y, m, d] = p.day.split('-');
    return `${d}.${m}.${y};${rowText(i)};${statementAmount(p.kurus)}`;
  });
  const text = ['Tarih;Açıklama;Tutar', ...lines].join('\n');
  const up = await t.call({
    method: 'POST',
    url: `/api/siteadmin/accounts/${s.accountId}/statement-imports?preset=akbank`,
    as: s.admin.cookie,
    ...multipartFile(Buffer.from(text, 'utf8'), 'ekstre.csv'),
  });
  expect(up.statusCode, JSON.stringify(up.body)).toBe(201);
  const rows: Array<{ id: number; rowNumber: number }> = up.body.data.rows;
  expect(rows).toHaveLength(payments.length);
  const res = await t.call({
    method: 'POST',
    url: `/api/siteadmin/statement-imports/${up.body.data.id}/confirm`,
    as: s.admin.cookie,
    payload: {
      rows: payments.map((p, i) => ({
        // Row numbers count the header as row 1.
        rowId: rows.find((r) => r.rowNumber === i + 2)!.id,
        unitId: s.unitIds[p.unit],
        kind: p.kind,
        ...(p.kind === 'ekbutce' ? { additionalChargeId: s.chargeId } : {}),
      })),
    },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
}

/** Everything the three paths must agree on, with the site's own ids replaced by positions. */
async function outcome(s: Site) {
  const rows = await t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.siteId, s.siteId))
    .orderBy(asc(ledgerTransactions.unitId), asc(ledgerTransactions.id));
  const position = new Map(rows.map((r) => [r.id, rows.filter((o) => o.unitId === r.unitId).indexOf(r)]));
  const ledger = rows.map((r) => ({
    unit: s.unitIds.indexOf(r.unitId),
    type: r.type,
    amountKurus: r.amountKurus,
    occurredAt: dayString(r.occurredAt),
    description: r.description,
    feeFor: r.feeForId === null ? null : position.get(r.feeForId),
    feeThrough: r.feeThrough,
    method: r.method,
    receipt: r.receiptNo === null ? null : `${r.receiptYear}-${r.receiptNo}`,
  }));
  const list = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${s.siteId}`, as: s.admin.cookie });
  const balances = s.unitIds.map((id) => list.body.data.find((u: { id: number }) => u.id === id).outstanding);
  return { ledger, balances };
}

const paymentArb = (units: number, firstDay: number) =>
  fc.record({
    unit: fc.nat(units - 1),
    kind: fc.constantFrom('aidat' as const, 'ekbutce' as const),
    kurus: fc.integer({ min: 1, max: 300_000 }),
    // Yesterday or before, a few days to choose from so that days are shared (a Tahsilat batch of
    // several items, a unit paying twice a day); never today, which the dialog dates at the moment
    // the payment is entered.
    ago: fc.integer({ min: 0, max: 7 }).map((k) => 1 + Math.round((k * (firstDay - 1)) / 7)),
  });

describe('one posting path', () => {
  it('the same payments leave the same ledger, fees, balances and receipts from the dialog, Tahsilat and a statement', async () => {
    const UNITS = 2;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          duesKurus: fc.integer({ min: 10_000, max: 200_000 }),
          chargeKurus: fc.integer({ min: 10_000, max: 200_000 }),
          chargeAgo: fc.integer({ min: 40, max: 100 }),
        }),
        fc.uniqueArray(paymentArb(UNITS, 120), {
          minLength: 1,
          maxLength: 6,
          // A Tahsilat batch takes a unit's dues (or its ek bütçe) once.
          selector: (p) => `${p.unit}:${p.kind}:${p.ago}`,
        }),
        async (c, generated) => {
          // Three months back: a dues charge whose due day has passed, and an ek bütçe.
          const month = istanbulParts(daysAgo(90));
          const charges: Charges = {
            period: `${month.year}-${String(month.month).padStart(2, '0')}`,
            duesKurus: c.duesKurus,
            chargeDay: dayString(daysAgo(c.chargeAgo)),
            chargeKurus: c.chargeKurus,
          };
          // In date order (older first), as a person enters a stack of receipts.
          const payments: Payment[] = [...generated]
            .sort((a, b) => b.ago - a.ago)
            .map((p) => ({ unit: p.unit, kind: p.kind, kurus: p.kurus, day: dayString(daysAgo(p.ago)) }));

          const dialog = await site(null, UNITS, charges);
          const admin = dialog.admin;
          const tahsilat = await site(admin, UNITS, charges);
          const statement = await site(admin, UNITS, charges);
          await viaDialog(dialog, payments);
          await viaTahsilat(tahsilat, payments);
          await viaStatement(statement, payments);

          const expected = await outcome(dialog);
          expect(await outcome(tahsilat)).toEqual(expected);
          expect(await outcome(statement)).toEqual(expected);
        },
      ),
      { numRuns: 8 },
    );
    // Eight runs of three sites each took 13 s in a full run beside the browser tests (default: 30 s).
  }, 120_000);

  it('charges the late fee a bank statement payment settles on its day (1.000,00 ₺ due 10.09.2026, 1.500,00 ₺ on 27.11.2026)', async () => {
    // 11.09–27.11.2026 is 78 days: 1.000,00 × 5 % ÷ 30 × 78 = 130,00 ₺ (PRODUCT.md §12).
    const s = await site(null, 1, { period: '2026-09', duesKurus: 0, chargeDay: '2026-09-10', chargeKurus: 100_000 });
    await viaStatement(s, [{ unit: 0, kind: 'ekbutce', kurus: 150_000, day: '2026-11-27' }]);
    const { ledger, balances } = await outcome(s);
    expect(ledger.filter((r) => r.type === 'gecikme_charge')).toEqual([
      expect.objectContaining({ amountKurus: 13_000, feeThrough: '2026-11-27', occurredAt: '2026-11-27' }),
    ]);
    expect(balances).toEqual([370]);
  });

  it('refuses a Tahsilat or statement payment of an undone ek bütçe, as the dialog does, writing nothing', async () => {
    const s = await site(null, 1, { period: '2026-09', duesKurus: 0, chargeDay: '2026-09-10', chargeKurus: 100_000 });
    const undo = await t.call({
      method: 'POST',
      url: `/api/siteadmin/additional-charges/${s.chargeId}/reverse`,
      as: s.admin.cookie,
      payload: { reason: 'Vazgeçildi' },
    });
    expect(undo.statusCode).toBe(200);
    const before = await outcome(s);
    const batch = await t.call({
      method: 'POST',
      url: '/api/siteadmin/payments/batch',
      as: s.admin.cookie,
      payload: {
        siteId: s.siteId,
        accountId: s.accountId,
        method: 'havale',
        date: dayString(daysAgo(1)),
        items: [
          { unitId: s.unitIds[0], kind: 'aidat', amount: 10 },
          { unitId: s.unitIds[0], kind: 'ekbutce', additionalChargeId: s.chargeId, amount: 10 },
        ],
      },
    });
    expect(batch.statusCode).toBe(409);
    expect(batch.body.message).toBe(SITE_ADMIN_TEXTS.additionalChargeCancelled);
    await expect(
      viaStatement(s, [{ unit: 0, kind: 'ekbutce', kurus: 1_000, day: dayString(daysAgo(1)) }]),
    ).rejects.toThrow(/409/);
    expect(await outcome(s)).toEqual(before);
  });
});
