import type { BudgetActualsDto } from '@aidat/shared';

/**
 * An approved 2026 budget of Deniz Sitesi (site 2) against its spending, for the tests of the
 * budget-vs-actual table and of the pages that show it; each test gives the figures it checks.
 */
export function budgetActuals(
  figures: Pick<BudgetActualsDto, 'asOf' | 'elapsedMonths' | 'rows' | 'totals'>,
): BudgetActualsDto {
  return {
    budget: {
      id: 7,
      siteId: 2,
      siteName: 'Deniz Sitesi',
      periodStart: '2026-01',
      periodEnd: '2026-12',
      status: 'approved',
      total: figures.totals.yearly,
      lines: [],
      servedAt: '2025-12-10',
      objectionEndsAt: '2025-12-17',
      revaluation: null,
      decisionNo: '2025/12',
      decidedAt: '2025-12-20',
      decisionId: null,
      appliesFrom: '2026-01',
    },
    ...figures,
  };
}
