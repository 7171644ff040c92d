import { isChargeType, RECEIPT_CODE_LENGTH, istanbulParts, type TransactionType } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { randomCode } from '../../../base/random-code.js';

/** What numbering reads and writes of a ledger row about to be inserted (ledger-rows.repository.ts's NewLedgerEntry). */
export interface ReceiptFields {
  siteId: number;
  type: string;
  occurredAt: Date | string;
  reversesId?: number | null;
  receiptYear?: number | null;
  receiptNo?: number | null;
  receiptCode?: string | null;
}

/**
 * Is the entry a payment that takes a receipt: a payment, not the reversal of one, and not numbered
 * already (the posting path numbers a whole posting first, then inserts it in rounds).
 */
const takesReceipt = (e: ReceiptFields) =>
  !isChargeType(e.type as TransactionType) && e.reversesId == null && e.receiptNo == null;

/**
 * Takes `count` receipt numbers of a site and year at once and answers the first. The upsert
 * raises the counter row and holds its lock until the caller's transaction ends: payments of one
 * site queue here, and a rolled-back payment's numbers are never seen by anyone, so the numbers
 * stay gap-free (PRODUCT.md §11). Payments of different sites never wait for each other.
 */
async function reserve(tx: DbOrTx, siteId: number, year: number, count: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into receipt_counters (site_id, year, last_no) values (${siteId}, ${year}, ${count})
    on conflict (site_id, year) do update set last_no = receipt_counters.last_no + excluded.last_no
    returning last_no`);
  const rows = (result as { rows?: Array<{ last_no: number | string }> }).rows ?? [];
  return Number(rows[0].last_no) - count + 1;
}

/** A receipt's verification code: 8 symbols, 40 random bits, printed on it (PRODUCT.md §11). */
export const newReceiptCode = () => randomCode(RECEIPT_CODE_LENGTH);

/** The entries with each payment's receipt year, number and verification code, in the order given. */
export async function withReceiptNumbers<T extends ReceiptFields>(tx: DbOrTx, entries: T[]): Promise<T[]> {
  const groups = new Map<string, { siteId: number; year: number; indexes: number[] }>();
  entries.forEach((e, i) => {
    if (!takesReceipt(e)) return;
    const year = istanbulParts(new Date(e.occurredAt)).year;
    const key = `${e.siteId}:${year}`;
    const group = groups.get(key) ?? { siteId: e.siteId, year, indexes: [] };
    group.indexes.push(i);
    groups.set(key, group);
  });
  const numbered = [...entries];
  // Always in the same order (site, then year), so two batches never lock counters crosswise.
  const ordered = [...groups.values()].sort((a, b) => a.siteId - b.siteId || a.year - b.year);
  for (const { siteId, year, indexes } of ordered) {
    const first = await reserve(tx, siteId, year, indexes.length);
    indexes.forEach((index, k) => {
      numbered[index] = { ...entries[index], receiptYear: year, receiptNo: first + k, receiptCode: newReceiptCode() };
    });
  }
  return numbered;
}
