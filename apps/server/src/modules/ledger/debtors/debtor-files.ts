import { DEBTOR_TEXTS as T, type DebtorList } from '@aidat/shared';
import ExcelJS from 'exceljs';
import { csvTextCell } from '../../../lib/csv-cell.js';

/**
 * A balance of the answer (debts negative) as the files show it: what is owed, positive, under the
 * 'borç' columns (a credit comes out negative). The files are read by people and the columns say
 * 'borç', so a debt of 1.250,00 reads 1.250,00 there, as it always has.
 */
const owed = (balance: number) => (balance === 0 ? 0 : -balance);

/** The list's table: headers, then one row per unit and a totals row; amounts stay numbers. */
function table(list: DebtorList): Array<Array<string | number | null>> {
  const c = T.columns;
  const header = [
    c.block,
    c.door,
    c.resident,
    c.dues,
    ...list.additionalCharges.map((a) => T.additional(a.title)),
    c.lateFees,
    c.total,
    c.oldestUnpaidMonth,
    c.monthsOverdue,
  ];
  const rows = list.rows.map((r) => [
    r.block,
    r.doorNumber,
    r.residentName ?? '',
    owed(r.duesDebt),
    ...list.additionalCharges.map((a) =>
      owed(r.additionalChargeDebts.find((x) => x.additionalChargeId === a.additionalChargeId)?.debt ?? 0),
    ),
    owed(r.lateFeeDebt),
    owed(r.totalDebt),
    r.oldestUnpaidMonth ?? '',
    r.monthsOverdue,
  ]);
  const additionalTotals = list.additionalCharges.map(
    (a) =>
      list.rows.reduce(
        (sum, r) =>
          sum +
          Math.round(
            owed(r.additionalChargeDebts.find((x) => x.additionalChargeId === a.additionalChargeId)?.debt ?? 0) * 100,
          ),
        0,
      ) / 100,
  );
  const totals = [
    T.totalsRow,
    '',
    '',
    owed(list.totals.duesDebt),
    ...additionalTotals,
    owed(list.totals.lateFeeDebt),
    owed(list.totals.totalDebt),
    '',
    null,
  ];
  return [header, ...rows, totals];
}

/**
 * A field as Excel in Turkish reads it: `;` between fields, a decimal comma; text (names, door
 * numbers) neutralised against formulas and quoted when needed (lib/csv-cell.ts).
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  return typeof value === 'number' ? value.toFixed(2).replace('.', ',') : csvTextCell(value);
}

/** UTF-8 with a BOM and `;` (PRODUCT.md §11): Excel in Turkish opens it with the letters and columns right. */
export function debtorsCsv(list: DebtorList): Buffer {
  const lines = table(list).map((row, i) =>
    // Months overdue is a count, not an amount.
    row.map((v, j) => (typeof v === 'number' && i > 0 && j === row.length - 1 ? String(v) : csvField(v))).join(';'),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** An .xlsx workbook with typed cells: amounts are numbers shown with two decimals, counts integers. */
export async function debtorsXlsx(list: DebtorList): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(T.sheet);
  const rows = table(list);
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(rows.length).font = { bold: true };
  const amountColumns = rows[0].length - 2; // from "Aidat borcu" to "Toplam borç"
  for (let col = 4; col <= amountColumns; col += 1) {
    sheet.getColumn(col).numFmt = '#,##0.00';
  }
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
