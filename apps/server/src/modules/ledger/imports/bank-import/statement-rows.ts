import { BANK_IMPORT_TEXTS as T } from '@aidat/shared';
import { amountOfCell } from './amounts.js';
import { dateOfCell, timeOfCell } from './dates.js';
import type { FoundColumn, StatementHeader } from './header.js';
import { RowHasher } from './row-hash.js';
import { senderIbanOf } from './sender-iban.js';
import { cellAt, type SheetCell, type SheetRow } from './sheet.js';

/** One movement of the bank account, read from one row of the statement. */
export interface StatementRow {
  rowNumber: number;
  /** The Istanbul calendar day the bank booked it on: YYYY-MM-DD. */
  date: string;
  /** HH:mm:ss when the statement gives a time. */
  time?: string;
  description: string;
  /** Signed: + came in, − went out. */
  amountKurus: number;
  /** The other party as the bank names it (for money out, the receiver). */
  sender?: string;
  /** The other party's IBAN, from its column or the description (sender-iban.ts). */
  senderIban?: string;
  balanceKurus?: number;
  /** See row-hash.ts: the same row of any later file gives the same hash. */
  hash: string;
}

export type RowProblemCode = 'date' | 'time' | 'amount' | 'amountMissing' | 'bothSides' | 'balance';

/** A row that could not be read; it is left out of the rows, never half-read. */
export interface RowProblem {
  rowNumber: number;
  /** The header of the column at fault, as the bank wrote it. */
  column: string;
  code: RowProblemCode;
  message: string;
}

/**
 * The rows under the header. Which rows are movements: a row with a date is one, and each of its
 * mapped cells must read, else it is a problem. A row whose date cell is empty or has no digit at
 * all (a total, a carried balance, a footer), or whose date and amount both fail to read (the
 * header repeated at a page break, a line of text) is no movement and is passed over. So is a
 * movement of 0,00.
 */
export function readStatementRows(
  rows: readonly SheetRow[],
  header: StatementHeader,
  options: { accountId: number; accountIban?: string },
): { rows: StatementRow[]; problems: RowProblem[] } {
  const { columns } = header;
  const hasher = new RowHasher(options.accountId);
  const out: StatementRow[] = [];
  const problems: RowProblem[] = [];
  const cell = (row: SheetRow, column: FoundColumn | undefined): SheetCell | undefined =>
    column ? cellAt(row, column.index) : undefined;

  for (const row of rows.slice(header.rowIndex + 1)) {
    const dateCell = cell(row, columns.date)!;
    if (!/\d/.test(dateCell.text) && !dateCell.date) continue;
    const date = dateOfCell(dateCell);
    const amount = readAmount(row, header);
    if (!date && amount.kind !== 'ok') continue;
    const problem = (column: FoundColumn, code: RowProblemCode, message: string) =>
      problems.push({ rowNumber: row.rowNumber, column: column.header, code, message });
    if (!date) {
      problem(columns.date!, 'date', T.rowDate(row.rowNumber, columns.date!.header, dateCell.text));
      continue;
    }
    if (amount.kind === 'problem') {
      problems.push({ rowNumber: row.rowNumber, ...amount.problem });
      continue;
    }
    if (amount.kurus === 0) continue;
    let time = date.time;
    const timeCell = cell(row, columns.time);
    if (timeCell && (timeCell.text !== '' || timeCell.date)) {
      const read = timeOfCell(timeCell);
      if (read === null) {
        problem(columns.time!, 'time', T.rowTime(row.rowNumber, columns.time!.header, timeCell.text));
        continue;
      }
      time = read;
    }
    let balanceKurus: number | undefined;
    const balanceCell = cell(row, columns.balance);
    if (balanceCell && balanceCell.text !== '') {
      const read = amountOfCell(balanceCell);
      if (read === null) {
        problem(columns.balance!, 'balance', T.rowBalance(row.rowNumber, columns.balance!.header, balanceCell.text));
        continue;
      }
      balanceKurus = read;
    }
    const description = cell(row, columns.description)!.text.replace(/\s+/g, ' ').trim();
    const sender = cell(row, columns.sender)?.text.trim() || undefined;
    const senderIban = senderIbanOf(cell(row, columns.senderIban)?.text, description, options.accountIban);
    out.push({
      rowNumber: row.rowNumber,
      date: date.day,
      ...(time ? { time } : {}),
      description,
      amountKurus: amount.kurus,
      ...(sender ? { sender } : {}),
      ...(senderIban ? { senderIban } : {}),
      ...(balanceKurus !== undefined ? { balanceKurus } : {}),
      hash: hasher.hash(date.day, amount.kurus, description),
    });
  }
  return { rows: out, problems };
}

type AmountRead = { kind: 'ok'; kurus: number } | { kind: 'problem'; problem: Omit<RowProblem, 'rowNumber'> };

/**
 * The row's signed amount: its amount column, or credit (in, +) less debit (out, −). An empty
 * amount is a problem only on a row with a date; readStatementRows decides that.
 */
function readAmount(row: SheetRow, header: StatementHeader): AmountRead {
  const { columns } = header;
  const n = row.rowNumber;
  if (columns.amount) {
    const column = columns.amount;
    const c = cellAt(row, column.index);
    if (c.text === '') return fault(column.header, 'amountMissing', T.rowAmountMissing(n, column.header));
    const kurus = amountOfCell(c);
    if (kurus === null) return fault(column.header, 'amount', T.rowAmount(n, column.header, c.text));
    return { kind: 'ok', kurus };
  }
  const debit = columns.debit!;
  const credit = columns.credit!;
  const both = `${debit.header}/${credit.header}`;
  const d = cellAt(row, debit.index);
  const c = cellAt(row, credit.index);
  if (d.text === '' && c.text === '') return fault(both, 'amountMissing', T.rowAmountMissing(n, both));
  const debitKurus = d.text === '' ? 0 : amountOfCell(d);
  if (debitKurus === null) return fault(debit.header, 'amount', T.rowAmount(n, debit.header, d.text));
  const creditKurus = c.text === '' ? 0 : amountOfCell(c);
  if (creditKurus === null) return fault(credit.header, 'amount', T.rowAmount(n, credit.header, c.text));
  if (debitKurus !== 0 && creditKurus !== 0) {
    return fault(both, 'bothSides', T.rowBothSides(n, debit.header, credit.header));
  }
  // Some banks print the debit column with a minus, some without: it is money out either way.
  return { kind: 'ok', kurus: Math.abs(creditKurus) - Math.abs(debitKurus) };
}

function fault(column: string, code: RowProblemCode, message: string): AmountRead {
  return { kind: 'problem', problem: { column, code, message } };
}
