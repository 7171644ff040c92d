import { PGlite } from '@electric-sql/pglite';
import { addMonths } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';
import { DEMO_BUDGET, DEMO_SITES } from './demo-data.js';
import { seedDemo } from './index.js';

// A fixed day: the demo's months run from November 2025 to November 2026.
const NOW = new Date('2026-11-15T09:00:00Z');

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite() });
  await runMigrations(database);
  expect(await seedDemo(database.db, NOW)).toBe(true);
}, 120_000);
afterAll(() => database.close());

describe('the demo işletme projesi (PRODUCT.md §13)', () => {
  it("gives each site this year's budget, approved the December before, from its spending", async () => {
    const { rows: budgets } = await rows<Record<string, unknown>>(sql`
      select s.name, b.period_start, b.period_end, b.status, b.served_at::text as served_at,
             b.decided_at::text as decided_at, b.decision_no, b.applies_from, b.revaluation_warning
      from budgets b join sites s on s.id = b.site_id order by s.name`);
    expect(budgets).toEqual(
      [DEMO_SITES.deniz.name, DEMO_SITES.gunes.name].map((name) => ({
        name,
        period_start: '2026-01',
        period_end: '2026-12',
        status: 'approved',
        served_at: '2025-12-05',
        decided_at: '2025-12-20',
        decision_no: '2025/2',
        applies_from: '2026-01',
        revaluation_warning: false,
      })),
    );

    // Each line is the category's spending over the twelve whole months, rounded up to whole thousand lira.
    const { rows: lines } = await rows<{ yearly: string; spent: string; split: string; category: string }>(sql`
      select l.yearly_amount_kurus as yearly, l.split, c.name as category,
             (select coalesce(sum(e.amount_kurus), 0) from expenses e
               where e.category_id = l.category_id and e.occurred_at < '2026-10-31T21:00:00Z') as spent
      from budget_lines l join expense_categories c on c.id = l.category_id`);
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) {
      const yearly = Number(l.yearly);
      expect(yearly % DEMO_BUDGET.roundToKurus).toBe(0);
      expect(yearly - Number(l.spent)).toBeGreaterThanOrEqual(0);
      expect(yearly - Number(l.spent)).toBeLessThan(DEMO_BUDGET.roundToKurus);
      expect(l.split).toBe(l.category === DEMO_BUDGET.byAreaCategory ? 'area' : 'equal');
    }
  });

  it("sets every unit's twelve months, adding up to the budget, and this year's charges follow them", async () => {
    const { rows: totals } = await rows<{ lines: string; dues: string; months: string }>(sql`
      select (select sum(yearly_amount_kurus) from budget_lines l where l.budget_id = b.id) as lines,
             (select sum(amount_kurus) from budget_unit_dues d where d.budget_id = b.id) as dues,
             (select count(*) from budget_unit_dues d where d.budget_id = b.id) as months
      from budgets b order by b.id`);
    expect(totals.map((t) => Number(t.dues))).toEqual(totals.map((t) => Number(t.lines)));
    expect(totals.map((t) => Number(t.months))).toEqual([24 * 12, 10 * 12]);

    // Heating by m²: a bigger Güneş flat pays more than a smaller one of the same equal lines.
    const { rows: yearly } = await rows<{ m2: string; yearly: string }>(sql`
      select u.square_meters as m2, sum(d.amount_kurus) as yearly
      from budget_unit_dues d join units u on u.id = d.unit_id join sites s on s.id = u.site_id
      where s.name = ${DEMO_SITES.gunes.name} group by u.id, u.square_meters order by u.square_meters, u.id`);
    expect(Number(yearly.at(-1)!.yearly)).toBeGreaterThan(Number(yearly[0].yearly));

    // January to November 2026 are charged at the budget's amount, the months before at the site's.
    const { rows: charges } = await rows<{ period: string; amount: string; budgeted: string | null; site: number }>(sql`
      select t.dues_period as period, t.amount_kurus as amount, d.amount_kurus as budgeted, s.monthly_dues_kurus as site
      from ledger_transactions t
      join units u on u.id = t.unit_id join sites s on s.id = u.site_id
      left join budget_unit_dues d on d.unit_id = t.unit_id and d.period = t.dues_period
      where t.type = 'aidat_charge'`);
    const thisYear = charges.filter((c) => c.period >= '2026-01');
    expect(new Set(thisYear.map((c) => c.period)).size).toBe(11);
    for (const c of thisYear) expect(Number(c.amount)).toBe(Number(c.budgeted));
    const before = charges.filter((c) => c.period < '2026-01');
    expect(new Set(before.map((c) => c.period))).toEqual(new Set(['2025-11', '2025-12']));
    for (const c of before) expect([Number(c.amount), c.budgeted]).toEqual([Number(c.site), null]);
    // December is set too, for the accrual to charge.
    const { rows: december } = await rows<{ n: string }>(
      sql`select count(*) as n from budget_unit_dues where period = ${addMonths('2026-11', 1)}`,
    );
    expect(Number(december[0].n)).toBe(34);
  });
});

describe('the demo kurul (PRODUCT.md §18)', () => {
  it("holds last year's meeting at Güneş, whose second decision approved Güneş's budget", async () => {
    const { rows: meetings } = await rows<{ id: number; status: string; first_at: Date; called_at: Date }>(sql`
      select m.id, m.status, m.first_at, m.called_at from meetings m join sites s on s.id = m.site_id
      where s.name = ${DEMO_SITES.gunes.name}`);
    expect(meetings).toHaveLength(1);
    const [m] = meetings;
    expect(m.status).toBe('held');
    // Called at least 15 days before (KMK 29), the evening of the budget's decision day.
    expect(new Date(m.first_at).getTime() - new Date(m.called_at).getTime()).toBeGreaterThanOrEqual(15 * 86_400_000);
    expect(new Date(m.first_at).toISOString()).toBe(`2025-12-${DEMO_BUDGET.decidedDay}T16:00:00.000Z`);

    const { rows: motions } = await rows<{ id: number; threshold: string; status: string; yes: number; no: number }>(
      sql`select id, threshold, status, yes, no from meeting_motions where meeting_id = ${m.id} order by id`,
    );
    expect(motions.map((x) => [x.threshold, x.status])).toEqual([
      ['countAndLandShare', 'passed'],
      ['majority', 'passed'],
      ['twoThirds', 'rejected'],
    ]);
    // Each vote recorded is a present unit's, and the counts are the votes' (no owner here holds
    // more than a third of the units, so none is capped).
    const { rows: votes } = await rows<{ motion_id: number; vote: string; present: boolean }>(sql`
      select v.motion_id, v.vote, a.present from meeting_votes v
      join meeting_attendance a on a.unit_id = v.unit_id and a.meeting_id = ${m.id} and a.session = 'first'
      where v.motion_id in (select id from meeting_motions where meeting_id = ${m.id})`);
    expect(votes.every((v) => v.present)).toBe(true);
    for (const x of motions) {
      const mine = votes.filter((v) => v.motion_id === x.id);
      expect(mine.length).toBeGreaterThan(12);
      expect([x.yes, x.no]).toEqual([
        mine.filter((v) => v.vote === 'yes').length,
        mine.filter((v) => v.vote === 'no').length,
      ]);
    }

    const { rows: budget } = await rows<{ decision_motion_id: number | null; site: string }>(sql`
      select b.decision_motion_id, s.name as site from budgets b join sites s on s.id = b.site_id order by s.name`);
    expect(budget).toEqual([
      { site: DEMO_SITES.deniz.name, decision_motion_id: null },
      { site: DEMO_SITES.gunes.name, decision_motion_id: motions[1].id },
    ]);
  });
});
