import { SHEET_FIELDS_MAX, SHEET_RECORDS_MAX } from '@aidat/shared';
import type { SheetRow } from './sheet.js';
import { SheetTooLarge } from './sheet-limits.js';

/**
 * A CSV statement as rows of cells. Turkish exports separate with ';' (the comma is the decimal
 * mark), some with ',' and quoted amounts, some with tabs; the separator is detected. Fields may
 * be quoted, with "" for a quote inside and line breaks inside quotes. Each record is one row,
 * numbered as Excel shows the file (empty lines count), which is where a manager will look.
 */
export const CSV_SEPARATORS = [';', ',', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** How much of the file the separator detection looks at: the title rows, the header and some data. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_RECORDS = 60;

export function readCsv(text: string, separator: CsvSeparator = detectSeparator(text)): SheetRow[] {
  return splitRecords(text, separator).map((fields, i) => ({
    rowNumber: i + 1,
    cells: fields.map((field) => ({ text: cleanField(field) })),
  }));
}

/**
 * The separator that splits the most records into the same number of fields, weighted by that
 * number: in a ';' file with two amounts per row the commas split every data row into three
 * pieces too, but the semicolons split it into more, and the header row has no comma at all.
 */
export function detectSeparator(text: string): CsvSeparator {
  const sample = text.slice(0, SAMPLE_CHARS);
  let best: CsvSeparator = ';';
  let bestScore = 0;
  for (const separator of CSV_SEPARATORS) {
    const counts = new Map<number, number>();
    for (const fields of splitRecords(sample, separator).slice(0, SAMPLE_RECORDS)) {
      if (fields.length > 1) counts.set(fields.length, (counts.get(fields.length) ?? 0) + 1);
    }
    for (const [fieldCount, records] of counts) {
      const score = records * (fieldCount - 1);
      if (score > bestScore) {
        best = separator;
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * RFC 4180 records, tolerant of '\r\n', '\n' and '\r' line ends and of a missing last line end.
 * Stops with SheetTooLarge past SHEET_RECORDS_MAX records or SHEET_FIELDS_MAX fields in one (10 MB
 * of ';' alone would otherwise be ten million fields), so no file costs more than the limits.
 */
function splitRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    if (fields.length >= SHEET_FIELDS_MAX) throw new SheetTooLarge(`a record of more than ${SHEET_FIELDS_MAX} fields`);
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (records.length >= SHEET_RECORDS_MAX) throw new SheetTooLarge(`more than ${SHEET_RECORDS_MAX} records`);
    records.push(fields);
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // A quote opens a field only at its start (spaces before it are padding).
      field = '';
      quoted = true;
    } else if (ch === separator) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** Trimmed; Excel's ="00123" (a number kept as text) unwrapped. */
function cleanField(field: string): string {
  const text = field.trim();
  const excelText = /^="(.*)"$/s.exec(text);
  return excelText ? excelText[1] : text;
}
