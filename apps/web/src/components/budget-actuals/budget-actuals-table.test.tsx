import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { budgetActuals } from '../../test/budget-actuals';
import { BudgetActualsTable } from './budget-actuals-table';

const ACTUALS = budgetActuals({
  asOf: '2026-03-20',
  elapsedMonths: 3,
  rows: [
    { categoryId: 3, categoryName: 'Elektrik', yearly: 18_000, budgetedToDate: 4_500, spent: 5_000, difference: -500 },
    { categoryId: 4, categoryName: 'Temizlik', yearly: 12_000, budgetedToDate: 3_000, spent: 1_000, difference: 2_000 },
  ],
  totals: { yearly: 30_000, budgetedToDate: 7_500, spent: 6_000, difference: 1_500 },
});

describe('<BudgetActualsTable />', () => {
  it('shows each category against its budget to date, an overspend in red, and the totals', () => {
    render(<BudgetActualsTable actuals={ACTUALS} />);
    expect(screen.getByText('20.03.2026 itibarıyla, dönemin 3. ayı')).toBeInTheDocument();
    const [, electricity, cleaning] = screen.getAllByRole('row');
    expect(
      within(electricity)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ElektrikYıllık: 18.000,00 ₺', '4.500,00 ₺', '5.000,00 ₺', '-500,00 ₺']);
    expect(within(electricity).getByText('-500,00 ₺')).toHaveClass('text-danger');
    expect(within(cleaning).getByText('+2.000,00 ₺')).toHaveClass('text-success');
    const total = screen.getAllByRole('row').at(-1)!;
    expect(total.textContent).toBe('ToplamYıllık: 30.000,00 ₺7.500,00 ₺6.000,00 ₺+1.500,00 ₺');
  });

  it('says when the period has not started yet', () => {
    render(<BudgetActualsTable actuals={{ ...ACTUALS, elapsedMonths: 0 }} />);
    expect(screen.getByText('Dönem henüz başlamadı.')).toBeInTheDocument();
  });
});
