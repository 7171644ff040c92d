import ExcelJS from 'exceljs';
import type { LocalDateTime, SheetCell, SheetRow } from './sheet.js';

/**
 * An .xlsx statement's first non-empty sheet as rows of cells. Text cells give their text; number
 * cells keep the number (an amount is made exact from it later, see amounts.ts); date cells keep
 * the calendar day and time Excel shows. Excel stores a date as a wall-clock value with no time
 * zone and exceljs hands it over as a Date whose UTC fields are that wall clock, so the UTC fields
 * are read back as the Istanbul day and time the bank wrote.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its parameter as an ArrayBuffer of its own; it hands the bytes to JSZip, which
  // reads a Node Buffer (a Uint8Array) as well.
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(cellOf(row.getCell(column).value));
    }
    rows.push({ rowNumber, cells });
  });
  return rows;
}

function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') return { text: String(value), number: value };
  if (typeof value === 'string') return { text: value.trim() };
  if (typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return dateCell(value);
  if ('richText' in value)
    return {
      text: value.richText
        .map((r) => r.text)
        .join('')
        .trim(),
    };
  if ('hyperlink' in value) return cellOf(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('error' in value) return { text: value.error };
  return { text: '' };
}

function dateCell(at: Date): SheetCell {
  if (Number.isNaN(at.getTime())) return { text: '' };
  // A time typed as 14:35:07 is a fraction of a day in the file and can come back a millisecond
  // short; the nearest second is what was written.
  const wall = new Date(Math.round(at.getTime() / 1000) * 1000);
  const p2 = (n: number) => String(n).padStart(2, '0');
  const day = `${wall.getUTCFullYear()}-${p2(wall.getUTCMonth() + 1)}-${p2(wall.getUTCDate())}`;
  const time = `${p2(wall.getUTCHours())}:${p2(wall.getUTCMinutes())}:${p2(wall.getUTCSeconds())}`;
  const date: LocalDateTime = time === '00:00:00' ? { day } : { day, time };
  const shown = `${p2(wall.getUTCDate())}.${p2(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
  return { text: date.time ? `${shown} ${date.time}` : shown, date };
}
