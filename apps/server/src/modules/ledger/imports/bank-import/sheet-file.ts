import { SHEET_FIELDS_MAX, SHEET_RECORDS_MAX, SHEET_UNPACKED_MAX_BYTES, BANK_IMPORT_TEXTS as T } from '@aidat/shared';
import { readCsv } from './csv.js';
import { decodeStatement, type StatementEncoding } from './decode.js';
import type { SheetRow } from './sheet.js';
import { checkXlsxLimits, SheetTooLarge } from './sheet-limits.js';
import { readXlsx } from './xlsx.js';

/**
 * A spreadsheet file's rows, whichever form it came in: an .xlsx (a ZIP) or CSV text in UTF-8 or
 * Windows-1254. The bank statement import and the site set-up import (PRODUCT.md §14) both read
 * their files through this; Excel 97–2003 (.xls) and other binary files are refused by name.
 */
export type SheetFile =
  | { ok: true; format: 'csv' | 'xlsx'; encoding?: StatementEncoding; rows: SheetRow[] }
  | { ok: false; code: 'empty' | 'unreadable' | 'oldExcel' | 'tooLarge'; message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound file of Excel 97–2003 (.xls), which is not read. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function readSheetFile(bytes: Uint8Array): Promise<SheetFile> {
  if (bytes.length === 0) return { ok: false, code: 'empty', message: T.fileEmpty };
  if (startsWith(bytes, OLE2)) return { ok: false, code: 'oldExcel', message: T.oldExcel };
  let file: SheetFile;
  if (startsWith(bytes, ZIP)) {
    try {
      // Before exceljs unpacks anything: it would hold the whole unpacked file and every row.
      checkXlsxLimits(bytes);
      file = { ok: true, format: 'xlsx', rows: await readXlsx(bytes) };
    } catch (err) {
      if (err instanceof SheetTooLarge) return tooLarge();
      return { ok: false, code: 'unreadable', message: T.fileUnreadable };
    }
  } else {
    const decoded = decodeStatement(bytes);
    // A NUL never occurs in a text export: this is some other binary file.
    if (decoded.text.includes('\u0000')) return { ok: false, code: 'unreadable', message: T.fileUnreadable };
    try {
      file = { ok: true, format: 'csv', encoding: decoded.encoding, rows: readCsv(decoded.text) };
    } catch (err) {
      if (err instanceof SheetTooLarge) return tooLarge();
      throw err;
    }
  }
  if (!file.rows.some((row) => row.cells.some((c) => c.text !== ''))) {
    return { ok: false, code: 'empty', message: T.fileEmpty };
  }
  return file;
}

function tooLarge(): SheetFile {
  return {
    ok: false,
    code: 'tooLarge',
    message: T.fileTooLarge(SHEET_RECORDS_MAX, SHEET_FIELDS_MAX, SHEET_UNPACKED_MAX_BYTES / (1024 * 1024)),
  };
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}
