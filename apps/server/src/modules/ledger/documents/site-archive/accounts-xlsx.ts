import { ACCOUNT_KIND_LABELS, HANDOVER_TEXTS as T, istanbulParts, SHEET_TEXTS } from '@aidat/shared';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { DbOrTx } from '../../../../db/client.js';
import { sheetLayout } from '../../../../lib/files/sheet-layout.js';
import { fixedTimeWorkbook } from '../site-ledger/site-ledger-xlsx.js';
import { type ArchiveAccount, accountMovesPage, type MoveKey } from './site-archive.repository.js';

type Cell = string | number | Date | null;
const PAGE = 5000;
const MONEY = '#,##0.00';
const DAY = 'dd.mm.yyyy';
const BOLD: Partial<ExcelJS.Style> = { font: { bold: true } };

const kindLabel = (kind: string) => ACCOUNT_KIND_LABELS[kind as keyof typeof ACCOUNT_KIND_LABELS] ?? kind;
/** The Istanbul day of an instant as a date cell (written as that day's UTC midnight, as the ledger's). */
const dayCell = (at: Date) => {
  const p = istanbulParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
};
const dateOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The site's accounts as an .xlsx for its archive (PRODUCT.md §19): 'Hesaplar', each account with its
 * opening and its balance as of `asOf`; 'Hareketler', every movement of each account recorded by then
 * with its running balance, read a page at a time and written as it comes. Typed cells, as §11 asks.
 */
export async function writeAccountsXlsx(
  db: DbOrTx,
  accounts: ArchiveAccount[],
  siteName: string,
  asOf: Date,
  stream: Writable,
): Promise<void> {
  const workbook = fixedTimeWorkbook(stream, asOf);
  const title = { title: SHEET_TEXTS.titleOf(T.accountsSheet, siteName), madeAt: asOf };

  const c = T.accountColumns;
  const layout = sheetLayout(title);
  const sheet = workbook.addWorksheet(T.accountsSheet, layout.options);
  sheet.columns = [10, 28, 12, 30, 16, 14, 16].map((width) => ({ width }));
  const add = (target: ExcelJS.Worksheet, cells: Cell[], formats: Record<number, string> = {}, bold = false) => {
    const row = target.addRow(cells);
    cells.forEach((_, i) => {
      const numFmt = formats[i + 1];
      if (numFmt || bold) row.getCell(i + 1).style = { ...(numFmt ? { numFmt } : {}), ...(bold ? BOLD : {}) };
    });
    row.commit();
  };
  for (const line of layout.rows) add(sheet, line);
  add(sheet, [c.id, c.name, c.kind, c.iban, c.opening, c.openingDate, c.balance], {}, true);
  for (const a of accounts)
    add(
      sheet,
      [
        a.id,
        a.name,
        kindLabel(a.kind),
        a.iban,
        a.openingBalanceKurus / 100,
        dateOfDay(a.openingDate),
        a.balanceKurus / 100,
      ],
      { 5: MONEY, 6: DAY, 7: MONEY },
    );
  sheet.commit();

  const m = T.movementColumns;
  const movesLayout = sheetLayout({ ...title, title: SHEET_TEXTS.titleOf(T.movementsSheet, siteName) });
  const moves = workbook.addWorksheet(T.movementsSheet, movesLayout.options);
  moves.columns = [28, 12, 16, 48, 16, 16].map((width) => ({ width }));
  for (const line of movesLayout.rows) add(moves, line);
  add(moves, [m.account, m.date, m.kind, m.description, m.amount, m.running], {}, true);
  for (const a of accounts) {
    // In kuruş: integers add exactly.
    let running = a.openingBalanceKurus;
    let after: MoveKey | null = null;
    for (;;) {
      const page = await accountMovesPage(db, a.id, asOf, after, PAGE);
      for (const move of page) {
        running += move.deltaKurus;
        add(
          moves,
          [
            a.name,
            dayCell(move.at),
            T.moveKinds[move.kind as keyof typeof T.moveKinds] ?? move.kind,
            move.description,
            move.deltaKurus / 100,
            running / 100,
          ],
          { 2: DAY, 5: MONEY, 6: MONEY },
        );
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1].key;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  moves.commit();
  await workbook.commit();
}
