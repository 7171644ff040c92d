import {
  formatReceiptNo,
  isChargeType,
  istanbulParts,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  SITE_LEDGER_TEXTS as T,
  type TransactionType,
} from '@aidat/shared';
import ExcelJS from 'exceljs';
import { reversalReason } from '../ledger-dto.js';
import type { SiteLedgerEntry } from './site-ledger.repository.js';

type Cell = string | number | Date | null;

const c = T.columns;
const HEADER = [
  c.date,
  c.receipt,
  c.block,
  c.door,
  c.type,
  c.description,
  c.additionalCharge,
  c.debit,
  c.credit,
  c.account,
  c.method,
  c.reversal,
  c.recordedBy,
];
// 1-based column numbers of the cells that are not text.
const DATE_COLUMN = 1;
const DEBIT_COLUMN = 8;
const CREDIT_COLUMN = 9;
const WIDTHS = [12, 13, 8, 8, 16, 36, 18, 14, 14, 14, 13, 36, 20];

/**
 * The entry's Istanbul calendar day as a date cell. Excel's dates carry no zone: the day is written
 * as that day's UTC midnight, so every reader shows the day the books count it in.
 */
function dayCell(at: Date): Date {
  const p = istanbulParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

/** What the İptal column says: on a reversal, why and which receipt; on a reversed entry, why. */
function reversalNote(entry: SiteLedgerEntry): string | null {
  if (entry.reverses) {
    const reason = reversalReason(entry.description, entry.reverses.description);
    return T.reversal(reason, formatReceiptNo(entry.reverses.receiptYear, entry.reverses.receiptNo));
  }
  if (entry.reversedByDescription) return T.reversed(reversalReason(entry.reversedByDescription, entry.description));
  return null;
}

/**
 * One entry as a row: a charge's amount under Borç, a payment's under Alacak, negative on a
 * reversal; what does not apply stays an empty cell.
 */
function row(entry: SiteLedgerEntry): Cell[] {
  const type = entry.type as TransactionType;
  const lira = entry.amountKurus / 100;
  const charge = isChargeType(type);
  return [
    dayCell(entry.occurredAt),
    formatReceiptNo(entry.receiptYear, entry.receiptNo),
    entry.block,
    entry.doorNumber,
    T.typeLabels[type],
    entry.description,
    entry.additionalChargeTitle,
    charge ? lira : null,
    charge ? null : lira,
    entry.accountName,
    entry.method ? PAYMENT_METHOD_LABELS[entry.method as PaymentMethod] : null,
    reversalNote(entry),
    entry.createdByName ?? T.system,
  ];
}

/**
 * The site's ledger as an .xlsx (PRODUCT.md §11): a frozen header with a filter, one row per entry,
 * a totals row. Cells are typed: the day a date, amounts numbers shown with two decimals.
 */
export async function siteLedgerXlsx(entries: SiteLedgerEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(T.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(HEADER).font = { bold: true };
  // Sums in kuruş: integers add exactly, lira fractions would not.
  let debitKurus = 0;
  let creditKurus = 0;
  for (const entry of entries) {
    sheet.addRow(row(entry));
    if (isChargeType(entry.type as TransactionType)) debitKurus += entry.amountKurus;
    else creditKurus += entry.amountKurus;
  }
  // The filter covers the entries only, so sorting or filtering never moves the totals.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: entries.length + 1, column: HEADER.length } };
  const totals = Array<Cell>(HEADER.length).fill(null);
  totals[0] = T.totalsRow;
  totals[DEBIT_COLUMN - 1] = debitKurus / 100;
  totals[CREDIT_COLUMN - 1] = creditKurus / 100;
  sheet.addRow(totals).font = { bold: true };
  sheet.getColumn(DATE_COLUMN).numFmt = 'dd.mm.yyyy';
  for (const column of [DEBIT_COLUMN, CREDIT_COLUMN]) sheet.getColumn(column).numFmt = '#,##0.00';
  WIDTHS.forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
