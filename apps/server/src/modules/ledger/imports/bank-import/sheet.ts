/**
 * The one row/column model both readers (CSV and .xlsx) produce, so that header detection and row
 * parsing never ask where a value came from. Every cell has its text; an .xlsx cell that held a
 * real number or a real date also carries that value, so an amount is taken from the number
 * itself and a date from the date itself, not from however Excel would have displayed them.
 */
export interface LocalDateTime {
  /** The calendar day as written in the statement (Istanbul): YYYY-MM-DD. */
  day: string;
  /** The time of day when the statement gives one: HH:mm:ss. */
  time?: string;
}

export interface SheetCell {
  text: string;
  number?: number;
  date?: LocalDateTime;
}

export interface SheetRow {
  /** 1-based, as the spreadsheet (or a text editor for a CSV) numbers the row. */
  rowNumber: number;
  cells: SheetCell[];
}

export const EMPTY_CELL: SheetCell = { text: '' };

export function cellAt(row: SheetRow, column: number): SheetCell {
  return row.cells[column] ?? EMPTY_CELL;
}
