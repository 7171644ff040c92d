import type { DbOrTx } from '../../../db/client.js';
import { ledgerTransactions } from '../../../db/schema/index.js';
import { withReceiptNumbers } from './receipt-numbers.repository.js';

/**
 * The unit ledger's insert, used by post.ts only. Rows are only ever inserted (the database refuses
 * anything else, drizzle/0021): a correction is a reversal row.
 */

/** A row to post; `createdById` is the posting user's id (the table's created_by). */
export type NewLedgerEntry = Omit<typeof ledgerTransactions.$inferInsert, 'createdBy'> & { createdById: number | null };

const entryColumns = {
  id: ledgerTransactions.id,
  unitId: ledgerTransactions.unitId,
  siteId: ledgerTransactions.siteId,
  type: ledgerTransactions.type,
  description: ledgerTransactions.description,
  occurredAt: ledgerTransactions.occurredAt,
  amountKurus: ledgerTransactions.amountKurus,
  additionalChargeId: ledgerTransactions.additionalChargeId,
  duesPeriod: ledgerTransactions.duesPeriod,
  reversesId: ledgerTransactions.reversesId,
  reversalReason: ledgerTransactions.reversalReason,
  accountId: ledgerTransactions.accountId,
  method: ledgerTransactions.method,
  createdById: ledgerTransactions.createdBy,
  receiptYear: ledgerTransactions.receiptYear,
  receiptNo: ledgerTransactions.receiptNo,
};

export type LedgerWriteRow = {
  id: number;
  unitId: number;
  siteId: number;
  type: string;
  description: string;
  occurredAt: Date;
  amountKurus: number;
  additionalChargeId: number | null;
  duesPeriod: string | null;
  reversesId: number | null;
  reversalReason: string | null;
  accountId: number | null;
  method: string | null;
  createdById: number | null;
  receiptYear: number | null;
  receiptNo: number | null;
};

/**
 * Rows per INSERT: 15 columns each, so a chunk binds 15,000 values, far below PostgreSQL's 65,535
 * bind parameters (a bank statement of 20,000 payments is 20 statements, not one that fails).
 */
const ROWS_PER_INSERT = 1000;

/**
 * Posts entries (a Tahsilat batch, a statement's payments) and returns them in the order given,
 * in statements of at most ROWS_PER_INSERT rows. Each payment gets the next receipt number of its
 * site and year here, in the caller's transaction (receipt-numbers.repository.ts), so no payment is
 * ever recorded without one.
 */
export async function insertEntries(tx: DbOrTx, entries: NewLedgerEntry[]): Promise<LedgerWriteRow[]> {
  if (entries.length === 0) return [];
  const numbered = await withReceiptNumbers(tx, entries);
  const written: LedgerWriteRow[] = [];
  for (let from = 0; from < numbered.length; from += ROWS_PER_INSERT) {
    const rows = await tx
      .insert(ledgerTransactions)
      .values(
        numbered
          .slice(from, from + ROWS_PER_INSERT)
          .map(({ createdById, ...rest }) => ({ ...rest, createdBy: createdById })),
      )
      .returning(entryColumns);
    // Ids come from one sequence in the order of the VALUES list.
    written.push(...rows.sort((a, b) => a.id - b.id));
  }
  return written;
}
