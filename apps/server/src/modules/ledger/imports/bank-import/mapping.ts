/**
 * Which column of a statement holds which field (PRODUCT.md §14): date, description, and either
 * one signed amount or split debit (borç, money out) and credit (alacak, money in) columns, with
 * the sender, the sender's IBAN, the balance and a separate time column when the bank gives them.
 * A field lists the header names that identify its column; headers are compared folded
 * (fold.ts), so case, Turkish letters and punctuation do not matter ('Tarih/Saat' = 'TARIH SAAT').
 */
export const STATEMENT_FIELDS = [
  'date',
  'time',
  'description',
  'amount',
  'debit',
  'credit',
  'sender',
  'senderIban',
  'balance',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

export type ColumnMapping = { readonly [F in StatementField]?: readonly string[] };

/** The mapping a manager gives for a bank without a preset: one header name per field. */
export type ManagerMapping = { readonly [F in StatementField]?: string };

/** True when the mapping can find a row's date, description and amount at all. */
export function mappingComplete(mapping: ColumnMapping): boolean {
  const has = (field: StatementField) => (mapping[field]?.length ?? 0) > 0;
  return has('date') && has('description') && (has('amount') || (has('debit') && has('credit')));
}

/** The manager's mapping as a ColumnMapping; null when it lacks date, description or an amount. */
export function mappingFromManager(input: ManagerMapping): ColumnMapping | null {
  const mapping: { [F in StatementField]?: string[] } = {};
  for (const field of STATEMENT_FIELDS) {
    const header = input[field]?.trim();
    if (header) mapping[field] = [header];
  }
  return mappingComplete(mapping) ? mapping : null;
}
