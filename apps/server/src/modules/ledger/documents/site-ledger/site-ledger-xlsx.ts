import {
  formatReceiptNo,
  isChargeType,
  istanbulParts,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  SITE_LEDGER_TEXTS as T,
  type TransactionType,
} from '@aidat/shared';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type SheetTitle, sheetLayout } from '../../../../lib/files/sheet-layout.js';
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
 * Each column's cell style, one object per column and kind of row. exceljs recognises a style
 * object it has seen before by identity; a style of its own per cell (what column styles give)
 * made it look every one up again, the most of a row's time.
 */
function columnStyles(font?: Partial<ExcelJS.Font>): Array<Partial<ExcelJS.Style>> {
  const formats: Record<number, string> = {
    [DATE_COLUMN]: 'dd.mm.yyyy',
    [DEBIT_COLUMN]: '#,##0.00',
    [CREDIT_COLUMN]: '#,##0.00',
  };
  return HEADER.map((_, i) => {
    const numFmt = formats[i + 1];
    return { ...(numFmt ? { numFmt } : {}), ...(font ? { font } : {}) };
  });
}
const ENTRY_STYLES = columnStyles();
const BOLD_STYLES = columnStyles({ bold: true });
const TITLE_STYLES: Array<Partial<ExcelJS.Style>> = [{ font: { bold: true, size: 14 } }];

const HOUR_MS = 3_600_000;

/**
 * The entry's Istanbul calendar day as a date cell. Excel's dates carry no zone: the day is written
 * as that day's UTC midnight, so every reader shows the day the books count it in. Istanbul's
 * offsets are whole hours, so the UTC hour decides the day: `days` keeps one answer per hour, as
 * the zone lookup costs more than the rest of a row's cells.
 */
function dayCell(at: Date, days: Map<number, number>): Date {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let day = days.get(hour);
  if (day === undefined) {
    const p = istanbulParts(at);
    day = Date.UTC(p.year, p.month - 1, p.day);
    days.set(hour, day);
  }
  return new Date(day);
}

/** What the İptal column says: on a reversal, why and which receipt; on a reversed entry, why. */
function reversalNote(entry: SiteLedgerEntry): string | null {
  if (entry.reverses)
    return T.reversal(entry.reverses.reason, formatReceiptNo(entry.reverses.receiptYear, entry.reverses.receiptNo));
  if (entry.reversedBecause !== null) return T.reversed(entry.reversedBecause);
  return null;
}

/**
 * One entry as a row: a charge's amount under Borç, a payment's under Alacak, negative on a
 * reversal; what does not apply stays an empty cell.
 */
function row(entry: SiteLedgerEntry, days: Map<number, number>): Cell[] {
  const type = entry.type as TransactionType;
  const lira = entry.amountKurus / 100;
  const charge = isChargeType(type);
  return [
    dayCell(entry.occurredAt, days),
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

/** The instant the workbook being constructed stamps on its parts (set only while `fixedTimeWorkbook` constructs one). */
let stampAt: Date | null = null;

/**
 * exceljs's streaming writer gives every part of the .xlsx (itself a zip) the time it is added, and
 * adds the theme inside its constructor, before a caller could reach its zip. So the zip is caught as
 * the constructor stores it: while `stampAt` is set, its `append` gives every part that instant. Any
 * other writer (no `stampAt`) is left as it is.
 */
Object.defineProperty(ExcelJS.stream.xlsx.WorkbookWriter.prototype, 'zip', {
  configurable: true,
  set(this: object, zip: { append: (source: unknown, data: object) => unknown }) {
    const at = stampAt;
    if (at) {
      const append = zip.append.bind(zip);
      zip.append = (source, data) => append(source, { ...data, date: at });
    }
    Object.defineProperty(this, 'zip', { value: zip, writable: true, configurable: true, enumerable: true });
  },
});

/**
 * A streaming workbook writer whose every part carries the instant `at` (the zip entries' times and
 * the document's created and modified dates): the same rows then make the same bytes, as an archive
 * that lists its files' hashes needs (PRODUCT.md §19).
 */
export function fixedTimeWorkbook(stream: Writable, at: Date) {
  stampAt = at;
  try {
    return new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
      created: at,
      modified: at,
    } as unknown as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  } finally {
    stampAt = null;
  }
}

/**
 * The site's ledger as an .xlsx (PRODUCT.md §11): title rows (site, period, when made), a frozen
 * header with a filter, one row per entry, a totals row; printed A4 landscape, one page wide. Cells are typed: the day a date, amounts numbers shown with two decimals. Written
 * row by row with exceljs's streaming writer into `stream`, the entries read as they come: a year of
 * a 2,000-unit site is some 50,000 rows, which the in-memory workbook took seconds and most of a
 * gigabyte to write, and the handover's archive writes every year of it.
 */
export async function writeSiteLedgerXlsx(
  entries: Iterable<SiteLedgerEntry> | AsyncIterable<SiteLedgerEntry>,
  title: SheetTitle,
  stream: Writable,
): Promise<void> {
  const workbook = fixedTimeWorkbook(stream, title.madeAt);
  // Title rows, then the table; A4 landscape, one page wide, its header on every page.
  const layout = sheetLayout(title);
  const sheet = workbook.addWorksheet(T.sheet, layout.options);
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = layout.headerRow;
  const add = (cells: Cell[], styles: Array<Partial<ExcelJS.Style>>) => {
    const added = sheet.addRow(cells);
    styles.forEach((style, i) => {
      added.getCell(i + 1).style = style;
    });
    added.commit();
  };
  for (const [i, line] of layout.rows.entries()) add(line, i === 0 ? TITLE_STYLES : []);
  add(HEADER, BOLD_STYLES);
  // Sums in kuruş: integers add exactly, lira fractions would not.
  let debitKurus = 0;
  let creditKurus = 0;
  let count = 0;
  const days = new Map<number, number>();
  for await (const entry of entries) {
    add(row(entry, days), ENTRY_STYLES);
    if (isChargeType(entry.type as TransactionType)) debitKurus += entry.amountKurus;
    else creditKurus += entry.amountKurus;
    count += 1;
    // A year of a large site takes seconds: let other requests in between.
    if (count % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  // The filter covers the entries only, so sorting or filtering never moves the totals; the
  // streaming writer puts it after the rows, when their count is known.
  sheet.autoFilter = {
    from: { row: header, column: 1 },
    to: { row: header + count, column: HEADER.length },
  };
  const totals = Array<Cell>(HEADER.length).fill(null);
  totals[0] = T.totalsRow;
  totals[DEBIT_COLUMN - 1] = debitKurus / 100;
  totals[CREDIT_COLUMN - 1] = creditKurus / 100;
  add(totals, BOLD_STYLES);
  sheet.commit();
  await workbook.commit();
}

/** The site's ledger as an .xlsx's bytes (the download of a range, PRODUCT.md §11). */
export async function siteLedgerXlsx(entries: SiteLedgerEntry[], title: SheetTitle): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await writeSiteLedgerXlsx(entries, title, stream);
  await written;
  return Buffer.concat(chunks);
}
