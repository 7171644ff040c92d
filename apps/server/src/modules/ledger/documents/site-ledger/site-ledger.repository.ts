import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';

/** One entry of the site's ledger, with what the download prints next to it; amounts in kuruş. */
export interface SiteLedgerEntry {
  id: number;
  occurredAt: Date;
  receiptYear: number | null;
  receiptNo: number | null;
  block: string;
  doorNumber: string;
  type: string;
  description: string;
  additionalChargeTitle: string | null;
  /** Positive for a posting, negative on a reversal (the ledger's own sign). */
  amountKurus: number;
  accountName: string | null;
  method: string | null;
  createdByName: string | null;
  /**
   * Set on a reversal row: why (its reason, else its description, for a reversal made before
   * reasons had a column of their own and not in the usual form), and the receipt it cancels.
   */
  reverses: { reason: string; receiptYear: number | null; receiptNo: number | null } | null;
  /** Set on an entry a later row reverses: why it was reversed, read as on the reversal row. */
  reversedBecause: string | null;
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Every entry of the site's units in [from, to), oldest first. Reached through the units (the
 * ledger's unit index), as the monthly report reads its charges: the ledger has no site-and-time
 * index and the accrual's speed depends on keeping it that way. A reversal is read from
 * ledger_reverses_uq, the reversed entry by its key. With `recordedBy`, only what had been recorded
 * by then (a handover's archive, PRODUCT.md §19): the ledger is append-only, so that is the ledger
 * as it stood at that instant.
 */
export async function siteLedgerEntries(
  db: DbOrTx,
  siteId: number,
  from: Date,
  to: Date,
  recordedBy?: Date,
): Promise<SiteLedgerEntry[]> {
  const recorded = recordedBy ? sql`and l.created_at <= ${recordedBy.toISOString()}::timestamptz` : sql``;
  const reversedBy = recordedBy ? sql`and r.created_at <= ${recordedBy.toISOString()}::timestamptz` : sql``;
  const rows = rowsOf(
    await db.execute(sql`
      select l.id, l.occurred_at as "occurredAt", l.receipt_year as "receiptYear", l.receipt_no as "receiptNo",
             u.block, u.door_number as "doorNumber", l.type, l.description,
             ac.title as "additionalChargeTitle", l.amount_kurus as "amountKurus",
             a.name as "accountName", l.method, cu.full_name as "createdByName",
             coalesce(l.reversal_reason, l.description) as "reason",
             o.id as "originalId", o.receipt_year as "originalReceiptYear", o.receipt_no as "originalReceiptNo",
             coalesce(r.reversal_reason, r.description) as "reversedBecause"
        from units u
        join ledger_transactions l on l.unit_id = u.id
        left join additional_charges ac on ac.id = l.additional_charge_id
        left join accounts a on a.id = l.account_id
        left join users cu on cu.id = l.created_by
        left join ledger_transactions o on o.id = l.reverses_id
        left join ledger_transactions r on r.reverses_id = l.id ${reversedBy}
       where u.site_id = ${siteId}
         and l.occurred_at >= ${from.toISOString()}::timestamptz and l.occurred_at < ${to.toISOString()}::timestamptz
         ${recorded}
       order by l.occurred_at, l.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    occurredAt: new Date(row.occurredAt as string | Date),
    receiptYear: numberOrNull(row.receiptYear),
    receiptNo: numberOrNull(row.receiptNo),
    block: String(row.block),
    doorNumber: String(row.doorNumber),
    type: String(row.type),
    description: String(row.description),
    additionalChargeTitle: (row.additionalChargeTitle as string | null) ?? null,
    amountKurus: Number(row.amountKurus),
    accountName: (row.accountName as string | null) ?? null,
    method: (row.method as string | null) ?? null,
    createdByName: (row.createdByName as string | null) ?? null,
    reverses:
      row.originalId === null
        ? null
        : {
            reason: String(row.reason),
            receiptYear: numberOrNull(row.originalReceiptYear),
            receiptNo: numberOrNull(row.originalReceiptNo),
          },
    reversedBecause: (row.reversedBecause as string | null) ?? null,
  }));
}
