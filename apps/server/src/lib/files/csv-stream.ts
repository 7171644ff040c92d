import { Readable } from 'node:stream';
import { csvTextCell } from '../csv-cell.js';

/** A cell of a CSV the server writes: text (neutralised against formulas), or nothing. */
export type CsvCell = string | null;

/** Integer kuruş as Excel in Turkish reads an amount: `-1234,50`. Exact: no floating point. */
export function kurusCsv(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const LINES_PER_CHUNK = 500;

/**
 * A CSV as PRODUCT.md §11 writes one (UTF-8 with a BOM, `;` between fields, CRLF, formula-safe
 * cells), made from rows that arrive a batch at a time, so a long file is never whole in memory.
 * Amounts come as text already (`kurusCsv`), so a leading minus is not read as a formula: those
 * cells are passed as `{ raw }`.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<ReadonlyArray<CsvCell | { raw: string }>>) {
  const cell = (value: CsvCell | { raw: string }) =>
    value === null ? '' : typeof value === 'string' ? csvTextCell(value) : value.raw;
  async function* lines() {
    yield Buffer.from(`\uFEFF${header.map(csvTextCell).join(';')}\r\n`, 'utf8');
    let chunk: string[] = [];
    for await (const row of rows) {
      chunk.push(row.map(cell).join(';'));
      if (chunk.length === LINES_PER_CHUNK) {
        yield Buffer.from(`${chunk.join('\r\n')}\r\n`, 'utf8');
        chunk = [];
      }
    }
    if (chunk.length > 0) yield Buffer.from(`${chunk.join('\r\n')}\r\n`, 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}
