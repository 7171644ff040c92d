import { DEBTOR_TEXTS as T, type DebtorList, SHEET_TEXTS } from '@aidat/shared';
import ExcelJS from 'exceljs';
import { csvTextCell } from '../../../../lib/csv-cell.js';
import { sheetLayout } from '../../../../lib/files/sheet-layout.js';

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
    c.phone,
    c.dues,
    ...list.additionalCharges.map((a) => T.additional(a.title)),
    c.lateFees,
    c.lateFeesAccrued,
    c.total,
    c.oldestUnpaidMonth,
    c.monthsOverdue,
    c.duesAskedOf,
    c.tenant,
    c.owners,
    c.enforcement,
  ];
  const rows = list.rows.map((r) => [
    r.block,
    r.doorNumber,
    r.residentName ?? '',
    r.residentPhone ?? '',
    owed(r.duesDebt),
    ...list.additionalCharges.map((a) =>
      owed(r.additionalChargeDebts.find((x) => x.additionalChargeId === a.additionalChargeId)?.debt ?? 0),
    ),
    owed(r.lateFeeDebt),
    r.lateFeeAccrued,
    owed(r.totalDebt),
    r.oldestUnpaidMonth ?? '',
    r.monthsOverdue,
    T.askedOf[r.duesAskedOf],
    r.tenantName ? `${r.tenantName}${r.tenantPhone ? ` (${r.tenantPhone})` : ''}` : '',
    r.ownerNames.join(', '),
    r.enforcementStartedAt ?? '',
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
    '',
    owed(list.totals.duesDebt),
    ...additionalTotals,
    owed(list.totals.lateFeeDebt),
    list.totals.lateFeeAccrued,
    owed(list.totals.totalDebt),
    '',
    null,
    '',
    '',
    '',
    '',
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
  const rows = table(list);
  // Months overdue is a count, not an amount.
  const countColumn = rows[0].indexOf(T.columns.monthsOverdue);
  const lines = rows.map((row, i) =>
    row.map((v, j) => (typeof v === 'number' && i > 0 && j === countColumn ? String(v) : csvField(v))).join(';'),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The columns of amounts, 1-based: from 'Aidat borcu' to 'Toplam borç'. */
const FIRST_AMOUNT_COLUMN = 5;

/**
 * An .xlsx workbook with typed cells: amounts are numbers shown with two decimals, counts
 * integers; title rows above the table (site, what the amounts are, when made) and print settings
 * for A4 landscape with the header repeated (lib/files/sheet-layout.ts).
 */
export async function debtorsXlsx(list: DebtorList, site: { name: string }, madeAt: Date): Promise<Buffer> {
  const layout = sheetLayout({ title: SHEET_TEXTS.titleOf(T.sheet, site.name), lines: [T.asOfToday], madeAt });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(T.sheet, layout.options);
  sheet.addRows(layout.rows);
  sheet.getRow(1).font = { bold: true, size: 14 };
  const rows = table(list);
  sheet.addRows(rows);
  sheet.getRow(layout.headerRow).font = { bold: true };
  sheet.getRow(layout.headerRow + rows.length - 1).font = { bold: true };
  const lastAmountColumn = rows[0].indexOf(T.columns.total) + 1; // 'Toplam borç', 1-based
  for (let col = FIRST_AMOUNT_COLUMN; col <= lastAmountColumn; col += 1) {
    sheet.getColumn(col).numFmt = '#,##0.00';
  }
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  // The title is one long line: it may run over the columns, not widen the first one.
  sheet.getColumn(1).width = 8;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
