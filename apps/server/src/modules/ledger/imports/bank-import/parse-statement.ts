import { BANK_IMPORT_FIELD_LABELS as F, BANK_IMPORT_TEXTS as T } from '@aidat/shared';
import type { StatementEncoding } from './decode.js';
import { findHeader } from './header.js';
import { type ColumnMapping, type ManagerMapping, mappingFromManager, type StatementField } from './mapping.js';
import { PRESET_IDS, PRESETS, type PresetId } from './presets.js';
import { type RowProblem, readStatementRows, type StatementRow } from './statement-rows.js';
import { readSheetFile } from './sheet-file.js';

/**
 * A bank statement file (PRODUCT.md §14) read into movements: the format told from the bytes
 * (an .xlsx is a ZIP; anything else is taken as CSV text, UTF-8 or Windows-1254), the header
 * found under the bank's title rows by a preset's column names, the manager's mapping, or, with
 * neither, every preset's, and each row read or reported. Pure: nothing is stored or matched here.
 */
export interface ParseStatementOptions {
  accountId: number;
  /** The account's own IBAN, never taken for a sender's. */
  accountIban?: string;
  /** A bank's preset, or the manager's mapping for any other bank; with neither, all presets are tried. */
  preset?: PresetId;
  mapping?: ManagerMapping;
}

export type FileProblemCode = 'empty' | 'unreadable' | 'oldExcel' | 'tooLarge' | 'headerNotFound' | 'mappingIncomplete';

export type ParsedStatement =
  | {
      ok: true;
      format: 'csv' | 'xlsx';
      /** For a CSV, how its bytes were read. */
      encoding?: StatementEncoding;
      headerRowNumber: number;
      /** Each field found and the header it was found under, for the review screen and a saved mapping. */
      columns: { [F in StatementField]?: string };
      rows: StatementRow[];
      problems: RowProblem[];
    }
  | { ok: false; code: FileProblemCode; message: string };

export async function parseStatement(bytes: Uint8Array, options: ParseStatementOptions): Promise<ParsedStatement> {
  let mappings: ColumnMapping[];
  if (options.mapping) {
    const mapping = mappingFromManager(options.mapping);
    if (!mapping) return fail('mappingIncomplete', T.mappingIncomplete);
    mappings = [mapping];
  } else {
    mappings = options.preset ? [PRESETS[options.preset]] : PRESET_IDS.map((id) => PRESETS[id]);
  }

  const file = await readSheetFile(bytes);
  if (!file.ok) return fail(file.code, file.message);
  const { format, encoding, rows: sheet } = file;

  const header = findHeader(sheet, mappings);
  if (!header) return fail('headerNotFound', T.headerNotFound(lookedFor(options.mapping)));
  const { rows, problems } = readStatementRows(sheet, header, options);
  const columns: { [F in StatementField]?: string } = {};
  for (const [field, found] of Object.entries(header.columns)) columns[field as StatementField] = found.header;
  return {
    ok: true,
    format,
    ...(encoding ? { encoding } : {}),
    headerRowNumber: header.rowNumber,
    columns,
    rows,
    problems,
  };
}

/** The columns the message says were looked for: the manager's own names, or the fields. */
function lookedFor(mapping: ManagerMapping | undefined): string {
  if (mapping) {
    return Object.values(mapping)
      .filter((name): name is string => !!name?.trim())
      .map((name) => `“${name.trim()}”`)
      .join(', ');
  }
  return `${F.date}, ${F.description}, ${T.amountOrSplit(F.amount, F.debit, F.credit)}`;
}

function fail(code: FileProblemCode, message: string): ParsedStatement {
  return { ok: false, code, message };
}
