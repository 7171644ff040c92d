import { addMonths, BUDGET_PDF_TEXTS, BUDGET_TEXTS, DUES_RULE_TEXTS, periodOf, periodStart } from '@aidat/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { pdfText } from '../../../../test/fixtures/pdf-text.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { budgetUnitDues, expenseCategories, expenses, ledgerTransactions, units } from '../../../db/schema/index.js';
import { runAccrual } from '../../../jobs/monthly-accrual.js';
import { addDays, dayOf } from './budget-dto.js';

// The işletme projesi (PRODUCT.md §13) through its routes: a draft from last year's expenses,
// serving with the revaluation check, approval setting the months' dues, the accrual charging them,
// budget vs actual for managers and residents, and the PDF.

let t: TestContext;
let w: World;
let admin: { cookie: string; userId: number };
const current = periodOf(new Date());
const next = addMonths(current, 1);
const today = dayOf(new Date());
/** A moment inside the given month. */
const inside = (period: string) => new Date(periodStart(period).getTime() + 60_000);

let siteNo = 0;
/**
 * A site (dues 1,000 TL per unit, never charged) with three units since a year ago (A/1 and A/2 of
 * 100 m² and arsa payı 1/4, B/1 of 200 m² and 2/4), a bank account and three categories.
 */
async function budgetSite() {
  siteNo += 1;
  const siteId = await w.site({ name: `Proje Sitesi ${siteNo}`, monthlyDuesKurus: 100_000 });
  await w.linkAdmin(siteId, admin.userId);
  const unitRows = await t.db
    .insert(units)
    .values(
      [
        ['A', '1', 100, 1],
        ['A', '2', 100, 1],
        ['B', '1', 200, 2],
      ].map(([block, doorNumber, m2, share]) => ({
        siteId,
        block: String(block),
        doorNumber: String(doorNumber),
        squareMeters: Number(m2),
        landShareNumerator: Number(share),
        landShareDenominator: 4,
        createdAt: periodStart(addMonths(current, -12)),
      })),
    )
    .returning({ id: units.id });
  const accountId = await w.account({ siteId, name: 'Banka', kind: 'banka', isDefault: true });
  const [elektrik, su, bahce] = await t.db
    .insert(expenseCategories)
    .values(['Elektrik', 'Su', 'Bahçe'].map((name) => ({ siteId, name })))
    .returning({ id: expenseCategories.id });
  const spend = (categoryId: number, kurus: number, period: string) =>
    t.db.insert(expenses).values({
      siteId,
      accountId,
      categoryId,
      occurredAt: inside(period),
      amountKurus: kurus,
      description: 'Gider',
    });
  return {
    siteId,
    unitIds: unitRows.map((u) => u.id),
    categories: { elektrik: elektrik.id, su: su.id, bahce: bahce.id },
    spend,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = admin.cookie) =>
  t.call({ method, url, as, payload });

/** Live dues charges of a site in a month: unit id → kuruş. */
async function chargesOf(siteId: number, period: string): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ unitId: ledgerTransactions.unitId, amount: ledgerTransactions.amountKurus })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, siteId),
        eq(ledgerTransactions.type, 'aidat_charge'),
        eq(ledgerTransactions.duesPeriod, period),
      ),
    )
    .orderBy(asc(ledgerTransactions.unitId));
  return new Map(rows.map((r) => [r.unitId, r.amount]));
}

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  const anchor = await w.site({ name: 'Proje Sitesi 0' });
  admin = await w.siteAdmin(anchor);
});
afterAll(() => t.close());

describe('İşletme projesi', () => {
  let site: Awaited<ReturnType<typeof budgetSite>>;
  let budgetId: number;

  it("proposes a draft from last year's expenses and keeps a draft's lines editable", async () => {
    site = await budgetSite();
    const { elektrik, su } = site.categories;
    await site.spend(elektrik, 600_000, addMonths(current, -2));
    await site.spend(elektrik, 600_000, addMonths(current, -3));
    await site.spend(su, 240_000, addMonths(current, -12));
    // Before the twelve months: not counted.
    await site.spend(su, 999_900, addMonths(current, -13));

    const proposal = await call(
      'GET',
      `/api/siteadmin/budgets/draft-from-actuals?siteId=${site.siteId}&periodStart=${current}`,
    );
    expect(proposal.statusCode).toBe(200);
    expect(proposal.body.data).toEqual({
      siteId: site.siteId,
      periodStart: current,
      from: addMonths(current, -12),
      to: addMonths(current, -1),
      lines: [
        { categoryId: elektrik, categoryName: 'Elektrik', yearlyAmount: 12_000, split: 'landShare' },
        { categoryId: su, categoryName: 'Su', yearlyAmount: 2_400, split: 'landShare' },
      ],
    });

    const created = await call('POST', '/api/siteadmin/budgets', {
      siteId: site.siteId,
      periodStart: current,
      lines: [
        { categoryId: elektrik, yearlyAmount: 15_000, split: 'landShare' },
        { categoryId: su, yearlyAmount: 2_400, split: 'equal' },
      ],
    });
    expect(created.statusCode).toBe(201);
    budgetId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      status: 'draft',
      periodStart: current,
      periodEnd: addMonths(current, 11),
      total: 17_400,
      servedAt: null,
      objectionEndsAt: null,
      // 17,400 against last year's 14,400: 20.83 %, under the 25.49 % rate.
      revaluation: { ratePercent: 25.49, comparedTotal: 14_400, increasePercent: 20.83, warning: false, message: null },
    });

    const raised = await call('PUT', `/api/siteadmin/budgets/${budgetId}`, {
      lines: [
        { categoryId: elektrik, yearlyAmount: 18_000, split: 'landShare' },
        { categoryId: su, yearlyAmount: 2_400, split: 'equal' },
      ],
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.body.data.total).toBe(20_400);
    expect(raised.body.data.revaluation).toEqual({
      ratePercent: 25.49,
      comparedTotal: 14_400,
      increasePercent: 41.66,
      warning: true,
      message: BUDGET_TEXTS.revaluationWarning('41,66', '25,49'),
    });

    const other = await budgetSite();
    const foreign = await call('PUT', `/api/siteadmin/budgets/${budgetId}`, {
      lines: [{ categoryId: other.categories.su, yearlyAmount: 100, split: 'equal' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(BUDGET_TEXTS.categoryNotOfSite);
    const twice = await call('PUT', `/api/siteadmin/budgets/${budgetId}`, {
      lines: [
        { categoryId: su, yearlyAmount: 100, split: 'equal' },
        { categoryId: su, yearlyAmount: 200, split: 'area' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe(BUDGET_TEXTS.categoryTwice);

    const list = await call('GET', `/api/siteadmin/budgets?siteId=${site.siteId}`);
    expect(list.body.data.map((b: { id: number; total: number }) => [b.id, b.total])).toEqual([[budgetId, 20_400]]);
  });

  it('serves a draft, fixing its lines and keeping the revaluation warning, with the objection window', async () => {
    const future = await call('POST', `/api/siteadmin/budgets/${budgetId}/serve`, { servedAt: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.body.message).toBe(BUDGET_TEXTS.dateFuture('Tebliğ tarihi'));

    const served = await call('POST', `/api/siteadmin/budgets/${budgetId}/serve`, { servedAt: today });
    expect(served.statusCode).toBe(200);
    expect(served.body.data).toMatchObject({
      status: 'served',
      servedAt: today,
      objectionEndsAt: addDays(today, 7),
      revaluation: { warning: true, increasePercent: 41.66 },
    });
    const edit = await call('PUT', `/api/siteadmin/budgets/${budgetId}`, {
      lines: [{ categoryId: site.categories.su, yearlyAmount: 1, split: 'equal' }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.body.message).toBe(BUDGET_TEXTS.notDraft);
  });

  it("approves: sets each unit's months, charges this month at once and refuses a second budget for the period", async () => {
    const early = await call('POST', `/api/siteadmin/budgets/${budgetId}/approve`, {
      decisionNo: '2026/3',
      decidedAt: addDays(today, -1),
    });
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe(BUDGET_TEXTS.decidedBeforeServed);
    // Without a decision only once the 7-day objection window is over (KMK 37); half a decision is no decision.
    const lastDay = addDays(today, 7).split('-').reverse().join('.');
    const firstFinal = addDays(today, 8).split('-').reverse().join('.');
    const noDecision = await call('POST', `/api/siteadmin/budgets/${budgetId}/approve`, {});
    expect([noDecision.statusCode, noDecision.body.message]).toEqual([
      409,
      BUDGET_TEXTS.objectionWindowOpen(lastDay, firstFinal),
    ]);
    const half = await call('POST', `/api/siteadmin/budgets/${budgetId}/approve`, { decisionNo: '2026/3' });
    expect([half.statusCode, half.body.message]).toEqual([400, BUDGET_TEXTS.decisionIncomplete]);

    const approved = await call('POST', `/api/siteadmin/budgets/${budgetId}/approve`, {
      decisionNo: '2026/3',
      decidedAt: today,
    });
    expect(approved.statusCode).toBe(200);
    const data = approved.body.data;
    // The site was never charged: the budget applies from its first month, this one.
    expect(data.appliesFrom).toBe(current);
    expect(data.months).toHaveLength(12);
    expect(data.chargedUnits).toBe(3);
    expect(data.budget).toMatchObject({ status: 'approved', decisionNo: '2026/3', decidedAt: today });
    // Elektrik 18,000 by arsa payı (4,500 / 4,500 / 9,000) + Su 2,400 equally (800 each).
    expect(data.units.map((u: { yearly: number }) => u.yearly)).toEqual([5_300, 5_300, 9_800]);
    // 530,000 kuruş over twelve: 44,166 each and 8 kuruş to the first eight months.
    expect(data.units[0].monthly).toEqual([...Array(8).fill(441.67), ...Array(4).fill(441.66)]);

    const dues = await t.db
      .select({ unitId: budgetUnitDues.unitId, total: sql<string>`sum(${budgetUnitDues.amountKurus})` })
      .from(budgetUnitDues)
      .where(eq(budgetUnitDues.budgetId, budgetId))
      .groupBy(budgetUnitDues.unitId)
      .orderBy(asc(budgetUnitDues.unitId));
    expect(dues.map((d) => Number(d.total))).toEqual([530_000, 530_000, 980_000]);
    expect([...(await chargesOf(site.siteId, current)).values()]).toEqual([44_167, 44_167, 81_667]);

    const again = await call('POST', `/api/siteadmin/budgets/${budgetId}/approve`, {
      decisionNo: 'x',
      decidedAt: today,
    });
    expect(again.statusCode).toBe(409);

    // While it sets the period's dues, the dues card shows its shares and a manual change for one
    // of its months is refused, naming it; after its period a change is taken.
    const rule = await call('GET', `/api/siteadmin/sites/${site.siteId}/dues-rule`);
    expect(rule.body.data.budgets).toEqual([
      {
        id: budgetId,
        periodStart: current,
        periodEnd: addMonths(current, 11),
        month: current,
        perUnitMin: 441.67,
        perUnitMax: 816.67,
        monthTotal: 1_700.01,
      },
    ]);
    const manual = await call('PUT', `/api/siteadmin/sites/${site.siteId}/dues-rule`, {
      mode: 'perUnit',
      amount: 2000,
      effectiveFrom: addMonths(current, 2),
    });
    expect([manual.statusCode, manual.body.message]).toEqual([
      409,
      DUES_RULE_TEXTS.setByBudget(
        addMonths(current, 2),
        `${monthOf(current)} – ${monthOf(addMonths(current, 11))}`,
        addMonths(current, 12),
      ),
    ]);
    const after = await call('PUT', `/api/siteadmin/sites/${site.siteId}/dues-rule`, {
      mode: 'perUnit',
      amount: 2000,
      effectiveFrom: addMonths(current, 12),
    });
    expect(after.statusCode).toBe(200);

    const lines = [{ categoryId: site.categories.su, yearlyAmount: 1_200, split: 'equal' }];
    for (const [start, message] of [
      [current, BUDGET_TEXTS.approvedExists(`${monthOf(current)} – ${monthOf(addMonths(current, 11))}`)],
      [
        addMonths(current, 6),
        BUDGET_TEXTS.overlapsApproved(`${monthOf(current)} – ${monthOf(addMonths(current, 11))}`),
      ],
    ]) {
      const draft = await call('POST', '/api/siteadmin/budgets', { siteId: site.siteId, periodStart: start, lines });
      await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/serve`, { servedAt: today });
      const second = await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/approve`, {
        decisionNo: '2026/4',
        decidedAt: today,
      });
      expect(second.statusCode).toBe(409);
      expect(second.body.message).toBe(message);
    }
  });

  it("has the accrual charge the budget's month once, and a unit added since the site's rule", async () => {
    const [added] = await t.db
      .insert(units)
      .values({ siteId: site.siteId, block: 'C', doorNumber: '1', createdAt: periodStart(current) })
      .returning({ id: units.id });
    await runAccrual(t.db, inside(next));
    const charged = await chargesOf(site.siteId, next);
    expect([...charged.entries()]).toEqual([
      [site.unitIds[0], 44_167],
      [site.unitIds[1], 44_167],
      [site.unitIds[2], 81_667],
      [added.id, 100_000],
    ]);
    const rerun = await runAccrual(t.db, inside(next));
    expect((await chargesOf(site.siteId, next)).size).toBe(4);
    expect(rerun.charged).toBe(0);
  });

  it('becomes final without a decision from the 8th day after it was served, nobody having objected', async () => {
    const other = await budgetSite();
    const draft = await call('POST', '/api/siteadmin/budgets', {
      siteId: other.siteId,
      periodStart: next,
      lines: [{ categoryId: other.categories.su, yearlyAmount: 1_200, split: 'equal' }],
    });
    await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/serve`, { servedAt: addDays(today, -8) });
    const final = await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/approve`, {
      decisionNo: ' ',
      decidedAt: '',
    });
    expect(final.statusCode).toBe(200);
    expect(final.body.message).toContain(BUDGET_TEXTS.approvedWithoutObjection);
    expect(final.body.data.budget).toMatchObject({ status: 'approved', decisionNo: null, decidedAt: today });
    const pdf = await t.call({
      method: 'GET',
      url: `/api/siteadmin/budgets/${draft.body.data.id}/budget.pdf`,
      as: admin.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(
      BUDGET_PDF_TEXTS.finalWithoutObjection(today.split('-').reverse().join('.')),
    );
  });

  it('applies from the next month when this one is charged already, and says so', async () => {
    const other = await budgetSite();
    await call('PUT', `/api/siteadmin/sites/${other.siteId}/dues-rule`, { mode: 'perUnit', amount: 500 });
    const draft = await call('POST', '/api/siteadmin/budgets', {
      siteId: other.siteId,
      periodStart: current,
      lines: [{ categoryId: other.categories.su, yearlyAmount: 1_200, split: 'equal' }],
    });
    await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/serve`, { servedAt: today });
    const approved = await call('POST', `/api/siteadmin/budgets/${draft.body.data.id}/approve`, {
      decisionNo: 'K-7',
      decidedAt: today,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({
      appliesFrom: next,
      chargedUnits: 0,
      message: BUDGET_TEXTS.appliesFrom(next),
    });
    expect(approved.body.data.months).toEqual(Array.from({ length: 11 }, (_, i) => addMonths(next, i)));
    // 40,000 kuruş a unit over twelve: 3,333 each and 4 kuruş to the first four; January is skipped.
    expect(approved.body.data.units[0].monthly).toEqual([...Array(3).fill(33.34), ...Array(8).fill(33.33)]);
    expect(approved.body.message).toContain(BUDGET_TEXTS.appliesFrom(next));
    expect([...(await chargesOf(other.siteId, current)).values()]).toEqual([50_000, 50_000, 50_000]);
  });

  it('shows budget vs actual to the managers and to the residents of the site only', async () => {
    await site.spend(site.categories.elektrik, 100_000, current);
    await site.spend(site.categories.bahce, 5_000, current);
    const actuals = await call('GET', `/api/siteadmin/budgets/${budgetId}/actuals`);
    expect(actuals.statusCode).toBe(200);
    expect(actuals.body.data).toMatchObject({ asOf: today, elapsedMonths: 1 });
    expect(actuals.body.data.rows).toEqual([
      {
        categoryId: site.categories.elektrik,
        categoryName: 'Elektrik',
        yearly: 18_000,
        budgetedToDate: 1_500,
        spent: 1_000,
        difference: 500,
      },
      {
        categoryId: site.categories.su,
        categoryName: 'Su',
        yearly: 2_400,
        budgetedToDate: 200,
        spent: 0,
        difference: 200,
      },
      {
        categoryId: site.categories.bahce,
        categoryName: 'Bahçe',
        yearly: 0,
        budgetedToDate: 0,
        spent: 50,
        difference: -50,
      },
    ]);
    expect(actuals.body.data.totals).toEqual({ yearly: 20_400, budgetedToDate: 1_700, spent: 1_050, difference: 650 });

    const resident = await w.user({ role: 'Resident' });
    await w.linkResident(site.unitIds[0], resident.id);
    const cookie = await w.signIn(resident.id);
    const mine = await call('GET', `/api/me/sites/${site.siteId}/budget`, undefined, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.rows).toEqual(actuals.body.data.rows);
    expect(mine.body.data.budget.id).toBe(budgetId);

    const stranger = await w.signIn((await w.user({ role: 'Resident' })).id);
    expect((await call('GET', `/api/me/sites/${site.siteId}/budget`, undefined, stranger)).statusCode).toBe(404);
    const empty = await budgetSite();
    await w.linkResident(empty.unitIds[0], resident.id);
    const none = await call('GET', `/api/me/sites/${empty.siteId}/budget`, undefined, cookie);
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe(BUDGET_TEXTS.noApprovedBudget);
  });

  it('prints the budget with its lines, each unit’s share, the objection window and the warning', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/budgets/${budgetId}/budget.pdf`, as: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    const dotted = (day: string) => day.split('-').reverse().join('.');
    for (const expected of [
      'Proje Sitesi',
      'İşletme Projesi',
      'İtiraz süresinin sonu',
      dotted(addDays(today, 7)),
      'Elektrik',
      'Arsa payına göre',
      '18.000,00 ₺',
      '20.400,00 ₺',
      'B/1',
      '9.800,00 ₺',
      '441,67 ₺ / 441,66 ₺',
      'yeniden değerleme oranını',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

function monthOf(period: string): string {
  const names = [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ];
  const [y, m] = period.split('-').map(Number);
  return `${names[m - 1]} ${y}`;
}
