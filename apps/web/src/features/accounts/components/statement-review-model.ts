import {
  type ConfirmStatementRow,
  kurusToLira,
  liraToKurus,
  type StatementImportDto,
  type StatementImportRowDto,
} from '@aidat/shared';

/**
 * What the manager decided for one statement row: post it as a payment of a unit (no unit yet:
 * the row waits for one and is not posted), towards its dues or one ek bütçe
 * (`additionalChargeId`), record an outgoing row as an expense of a category, or skip it.
 */
export type RowChoice =
  | { action: 'payment'; unitId: number | null; additionalChargeId?: number | null }
  | { action: 'expense'; categoryId: number | null }
  | { action: 'skip' };

export type Choices = Readonly<Record<number, RowChoice>>;

/** A row that can no longer be posted: already posted from this import or another one. */
export function isLocked(row: StatementImportRowDto, status: StatementImportDto['status']): boolean {
  return status !== 'pending' || row.alreadyImported || row.outcome !== null;
}

/**
 * The review's starting point, so that a typical statement needs no more than one click: every
 * incoming row with a proposed unit is to be posted, an incoming row without one waits for a
 * unit, outgoing and already imported rows are skipped.
 */
export function initialChoices(data: StatementImportDto): Record<number, RowChoice> {
  const choices: Record<number, RowChoice> = {};
  for (const row of data.rows) {
    if (isLocked(row, data.status) || row.outgoing) choices[row.id] = { action: 'skip' };
    else choices[row.id] = { action: 'payment', unitId: row.proposedUnitId };
  }
  return choices;
}

/** The confirm's rows: only what will be posted; rows left out are skipped by the server. */
export function confirmRows(data: StatementImportDto, choices: Choices): ConfirmStatementRow[] {
  const rows: ConfirmStatementRow[] = [];
  for (const row of data.rows) {
    const choice = choices[row.id];
    if (!choice || isLocked(row, data.status)) continue;
    if (choice.action === 'payment' && choice.unitId !== null && !row.outgoing)
      rows.push(
        choice.additionalChargeId
          ? { rowId: row.id, unitId: choice.unitId, kind: 'ekbutce', additionalChargeId: choice.additionalChargeId }
          : { rowId: row.id, unitId: choice.unitId },
      );
    if (choice.action === 'expense' && choice.categoryId !== null && row.outgoing)
      rows.push({ rowId: row.id, asExpense: { categoryId: choice.categoryId } });
  }
  return rows;
}

export interface ReviewTotals {
  payments: number;
  paymentsAmount: number;
  expenses: number;
  expensesAmount: number;
  /** Incoming rows still without a unit: not posted unless one is chosen. */
  waiting: number;
  skipped: number;
}

/** What the confirm will post, summed in kuruş (never float sums) and given back in lira. */
export function reviewTotals(data: StatementImportDto, choices: Choices): ReviewTotals {
  const posted = new Set(confirmRows(data, choices).map((r) => r.rowId));
  let paymentsKurus = 0;
  let expensesKurus = 0;
  let payments = 0;
  let expenses = 0;
  let waiting = 0;
  for (const row of data.rows) {
    const choice = choices[row.id];
    if (posted.has(row.id)) {
      if (row.outgoing) {
        expenses += 1;
        expensesKurus += -liraToKurus(row.amount);
      } else {
        payments += 1;
        paymentsKurus += liraToKurus(row.amount);
      }
    } else if (!isLocked(row, data.status) && choice?.action === 'payment') waiting += 1;
  }
  return {
    payments,
    paymentsAmount: kurusToLira(paymentsKurus),
    expenses,
    expensesAmount: kurusToLira(expensesKurus),
    waiting,
    skipped: data.rows.length - payments - expenses - waiting,
  };
}
