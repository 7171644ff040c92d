import type { BudgetLineDto, BudgetSplit } from '@aidat/shared';
import { amountInputText, parseAmount } from '../../../lib/amount-input';
import type { BudgetLinePayload } from '../api/budgets-api';

/** One line of the editor as typed. */
export interface LineRow {
  /** React's key: stable while rows are added and removed. */
  key: number;
  categoryId: string;
  amountText: string;
  split: BudgetSplit;
}

let nextKey = 1;

export function emptyRow(split: BudgetSplit = 'landShare'): LineRow {
  return { key: nextKey++, categoryId: '', amountText: '', split };
}

/** A budget's (or a proposal's) lines as editor rows, amounts written the Turkish way. */
export function rowsFromLines(lines: readonly BudgetLineDto[]): LineRow[] {
  return lines.map((l) => ({
    key: nextKey++,
    categoryId: String(l.categoryId),
    amountText: amountInputText(l.yearlyAmount),
    split: l.split,
  }));
}

/**
 * The rows as the API takes them. A row without a category or with an amount that is not a
 * number goes as typed, so the server's answer names the field and the rule it breaks.
 */
export function payloadOf(rows: readonly LineRow[]): BudgetLinePayload[] {
  return rows.map((r) => ({
    categoryId: r.categoryId === '' ? (undefined as unknown as number) : Number(r.categoryId),
    yearlyAmount: parseAmount(r.amountText),
    split: r.split,
  }));
}

/**
 * Whether the rows differ from the lines saved: another count, category, split or amount (compared
 * as read, so '1500' is the saved '1.500,00'); an amount that is not a number is a change. What a
 * save would keep and leaving would lose.
 */
export function linesChanged(rows: readonly LineRow[], saved: readonly BudgetLineDto[]): boolean {
  if (rows.length !== saved.length) return true;
  return rows.some((r, i) => {
    const line = saved[i];
    return (
      r.categoryId !== String(line.categoryId) ||
      r.split !== line.split ||
      parseAmount(r.amountText) !== line.yearlyAmount
    );
  });
}

/** The rows' yearly total in lira, summed in kuruş; rows whose amount is not a number count as 0. */
export function totalOf(rows: readonly LineRow[]): number {
  const kurus = rows.reduce((sum, r) => {
    const value = parseAmount(r.amountText);
    return typeof value === 'number' ? sum + Math.round(value * 100) : sum;
  }, 0);
  return kurus / 100;
}
