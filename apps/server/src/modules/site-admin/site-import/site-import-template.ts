import {
  SITE_IMPORT_COLUMNS as C,
  SITE_IMPORT_EXAMPLE,
  SITE_IMPORT_TEXTS as T,
  type SiteImportColumn,
} from '@aidat/shared';
import ExcelJS from 'exceljs';

/** How each column's cells are typed: text keeps a door "05" and a phone's leading 0. */
const COLUMN_FORMATS: Record<SiteImportColumn, { width: number; numFmt: string }> = {
  block: { width: 8, numFmt: '@' },
  doorNumber: { width: 10, numFmt: '@' },
  squareMeters: { width: 8, numFmt: '0' },
  roomCount: { width: 11, numFmt: '0' },
  landShare: { width: 12, numFmt: '@' },
  landShareNumerator: { width: 14, numFmt: '0' },
  landShareDenominator: { width: 16, numFmt: '0' },
  fullName: { width: 24, numFmt: '@' },
  phone: { width: 16, numFmt: '@' },
  email: { width: 26, numFmt: '@' },
  openingBalance: { width: 16, numFmt: '#,##0.00' },
  ownerName: { width: 24, numFmt: '@' },
  ownerPhone: { width: 16, numFmt: '@' },
  ownerShare: { width: 11, numFmt: '@' },
  owner2Name: { width: 24, numFmt: '@' },
  owner2Phone: { width: 16, numFmt: '@' },
  owner2Share: { width: 12, numFmt: '@' },
  tenantName: { width: 24, numFmt: '@' },
  tenantPhone: { width: 16, numFmt: '@' },
  tenantSince: { width: 18, numFmt: '@' },
};

/**
 * The set-up import's template (PRODUCT.md §14): the first sheet is the one read back, with its
 * header row typed (bold, frozen, each column formatted for what it holds); the second explains
 * each column and shows an example row. The example stays off the first sheet so that a template
 * filled in around it never imports the example unit.
 */
export async function siteImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const columns = Object.keys(C) as SiteImportColumn[];
  const data = workbook.addWorksheet(T.dataSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map((c) => ({
    header: C[c],
    key: c,
    ...COLUMN_FORMATS[c],
    style: { numFmt: COLUMN_FORMATS[c].numFmt },
  }));
  data.getRow(1).font = { bold: true };

  const help = workbook.addWorksheet(T.instructionsSheet);
  help.getColumn(1).width = 110;
  T.instructions.forEach((line, i) => {
    help.getCell(i + 1, 1).value = line;
  });
  const exampleAt = T.instructions.length + 2;
  help.getCell(exampleAt, 1).value = T.exampleTitle;
  help.getCell(exampleAt, 1).font = { bold: true };
  const header = help.getRow(exampleAt + 1);
  const example = help.getRow(exampleAt + 2);
  columns.forEach((c, i) => {
    header.getCell(i + 2).value = C[c];
    example.getCell(i + 2).value = SITE_IMPORT_EXAMPLE[c];
  });
  header.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
