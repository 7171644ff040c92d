import { SHEET_TEXTS } from '@aidat/shared';
import type ExcelJS from 'exceljs';

/**
 * What every exported spreadsheet carries above and around its table (PRODUCT.md §11): title rows
 * that say what it is, for which site and period and when it was made, and print settings that put
 * it on paper as a manager hands it out: A4 landscape, one page wide, the table's header row
 * repeated on every page.
 */
export interface SheetTitle {
  /** "Borçlu Listesi — Güneş Sitesi". */
  title: string;
  /** Lines under the title: the period, what the amounts mean. */
  lines?: string[];
  madeAt: Date;
}

/** The title rows: the title, its lines, when it was made, then a blank row before the table. */
export function titleRows(t: SheetTitle): string[][] {
  const when = t.madeAt.toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return [[t.title], ...(t.lines ?? []).map((line) => [line]), [SHEET_TEXTS.madeAt(when)], []];
}

/** Print settings for a table whose header is row `headerRow` (1-based). */
export function printSettings(headerRow: number): Partial<ExcelJS.PageSetup> {
  return {
    paperSize: 9, // A4
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0, // as many pages down as it takes
    printTitlesRow: `${headerRow}:${headerRow}`,
  };
}

/** A4 landscape, one page wide, header repeated, and the title rows above a frozen header row. */
export function sheetLayout(t: SheetTitle) {
  const rows = titleRows(t);
  const headerRow = rows.length + 1;
  return {
    rows,
    headerRow,
    options: {
      pageSetup: printSettings(headerRow),
      views: [{ state: 'frozen' as const, ySplit: headerRow }],
    },
  };
}
