import { foldWords } from './fold.js';
import { type ColumnMapping, mappingComplete, STATEMENT_FIELDS, type StatementField } from './mapping.js';
import type { SheetRow } from './sheet.js';

/**
 * The header row of a statement and the column of each field. Banks put titles above the header
 * (the bank, the account, the IBAN, the period, "Hesap Hareketleri"), so the header is the first
 * row, among the first ones, in which a mapping finds its date, description and amount (or debit
 * and credit) columns by name. With several mappings (no preset chosen: all presets are tried)
 * the one finding the most columns in that row wins.
 */
export const HEADER_SEARCH_ROWS = 50;

export interface FoundColumn {
  index: number;
  /** The header as the bank wrote it, for messages naming the column. */
  header: string;
}

export interface StatementHeader {
  /** Index into the rows given, and the row's own number. */
  rowIndex: number;
  rowNumber: number;
  columns: { readonly [F in StatementField]?: FoundColumn };
  mapping: ColumnMapping;
}

export function findHeader(rows: readonly SheetRow[], mappings: readonly ColumnMapping[]): StatementHeader | null {
  const usable = mappings.filter(mappingComplete);
  const end = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let rowIndex = 0; rowIndex < end; rowIndex++) {
    const row = rows[rowIndex];
    const byName = new Map<string, FoundColumn>();
    row.cells.forEach((cell, index) => {
      const name = foldWords(cell.text);
      if (name && !byName.has(name)) byName.set(name, { index, header: cell.text.trim() });
    });
    if (byName.size < 3) continue;
    let best: StatementHeader | null = null;
    let bestCount = 0;
    for (const mapping of usable) {
      const columns = resolve(mapping, byName);
      if (!columns) continue;
      const count = Object.keys(columns).length;
      if (count > bestCount) {
        best = { rowIndex, rowNumber: row.rowNumber, columns, mapping };
        bestCount = count;
      }
    }
    if (best) return best;
  }
  return null;
}

/** Each field's column in a header row, or null when the row lacks a required one. */
function resolve(
  mapping: ColumnMapping,
  byName: ReadonlyMap<string, FoundColumn>,
): { [F in StatementField]?: FoundColumn } | null {
  const columns: { [F in StatementField]?: FoundColumn } = {};
  const taken = new Set<number>();
  for (const field of STATEMENT_FIELDS) {
    for (const name of mapping[field] ?? []) {
      const found = byName.get(foldWords(name));
      // One column serves one field: "Tarih/Saat" found as the date is not also the time.
      if (found && !taken.has(found.index)) {
        columns[field] = found;
        taken.add(found.index);
        break;
      }
    }
  }
  if (!columns.date || !columns.description) return null;
  if (columns.amount) {
    // One signed amount column: split columns found too would only be a second reading of it.
    delete columns.debit;
    delete columns.credit;
    return columns;
  }
  return columns.debit && columns.credit ? columns : null;
}
