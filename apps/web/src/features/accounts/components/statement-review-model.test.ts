import type { StatementImportDto, StatementImportRowDto } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { confirmRows, initialChoices, reviewTotals } from './statement-review-model';

const row = (id: number, over: Partial<StatementImportRowDto>): StatementImportRowDto => ({
  id,
  rowNumber: id + 1,
  date: '2026-01-05',
  time: null,
  description: `Satır ${id}`,
  amount: 100,
  sender: null,
  senderIban: null,
  balance: null,
  outgoing: false,
  proposedUnitId: null,
  reason: null,
  reasonText: '',
  candidateUnitIds: [],
  alreadyImported: false,
  outcome: null,
  ...over,
});

const data = (rows: StatementImportRowDto[]): StatementImportDto => ({
  id: 1,
  siteId: 1,
  accountId: 1,
  fileName: 'ekstre.csv',
  format: 'csv',
  preset: null,
  columns: {},
  status: 'pending',
  createdAt: '2026-01-06T00:00:00.000Z',
  rows,
  problems: [],
});

describe('statement review', () => {
  const d = data([
    row(1, { amount: 1250.1, proposedUnitId: 10, reason: 'reference' }),
    row(2, { amount: 0.2, proposedUnitId: 11, reason: 'door' }),
    row(3, { amount: 700 }),
    row(4, { amount: -2345.67, outgoing: true }),
    row(5, { amount: 500, proposedUnitId: 12, alreadyImported: true }),
  ]);

  it('starts with matched rows posted, the rest waiting or skipped: one click for a typical statement', () => {
    const choices = initialChoices(d);
    expect(confirmRows(d, choices)).toEqual([
      { rowId: 1, unitId: 10 },
      { rowId: 2, unitId: 11 },
    ]);
    expect(reviewTotals(d, choices)).toEqual({
      payments: 2,
      paymentsAmount: 1250.3,
      expenses: 0,
      expensesAmount: 0,
      waiting: 1,
      skipped: 2,
    });
  });

  it('posts what the manager chose and never an already imported row', () => {
    const choices = {
      ...initialChoices(d),
      2: { action: 'skip' as const },
      3: { action: 'payment' as const, unitId: 13, additionalChargeId: 21 },
      4: { action: 'expense' as const, categoryId: 7 },
      5: { action: 'payment' as const, unitId: 12 },
    };
    expect(confirmRows(d, choices)).toEqual([
      { rowId: 1, unitId: 10 },
      { rowId: 3, unitId: 13, kind: 'ekbutce', additionalChargeId: 21 },
      { rowId: 4, asExpense: { categoryId: 7 } },
    ]);
    expect(reviewTotals(d, choices)).toMatchObject({
      payments: 2,
      paymentsAmount: 1950.1,
      expenses: 1,
      expensesAmount: 2345.67,
    });
  });

  it('a confirmed import posts nothing more', () => {
    const done = { ...d, status: 'confirmed' as const };
    expect(confirmRows(done, initialChoices(done))).toEqual([]);
  });
});
