import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { balanceSum, rowBalance } from '../../posting/public.js';

/** One line of a statement, in kuruş, signed as the ledger's one balance (posting/unit-balance.ts). */
export interface StatementEntry {
  occurredAt: Date;
  description: string;
  receiptYear: number | null;
  receiptNo: number | null;
  /** The entry's effect on the unit's balance: negative for a charge, positive for a payment. */
  balanceKurus: number;
  /** A reversal's: the description of the entry it reverses; null on every other entry. */
  correctionOf: string | null;
}

export interface StatementData {
  siteName: string;
  siteAddress: string;
  block: string;
  doorNumber: string;
  /** The site's payment code: the unit's reference is made from it (PRODUCT.md §14). */
  sitePaymentCode: string;
  residentName: string | null;
  /** The unit's balance before the statement's first day (negative: owed). */
  openingBalanceKurus: number;
  entries: StatementEntry[];
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/** A unit's balance before `from` and its entries in [from, to), oldest first, in one read-only snapshot. */
export async function statementOf(db: DbOrTx, unitId: number, from: Date, to: Date): Promise<StatementData> {
  const effect = rowBalance('e');
  const [head] = rowsOf(
    await db.execute(sql`
      select s.name as "siteName", s.address as "siteAddress", s.payment_code as "sitePaymentCode", u.block, u.door_number as "doorNumber",
             coalesce(u.resident_full_name, ru.full_name) as "residentName",
             (select ${balanceSum(effect)} from ledger_transactions e
               where e.unit_id = u.id and e.occurred_at < ${from.toISOString()}::timestamptz) as "openingBalanceKurus"
        from units u join sites s on s.id = u.site_id left join users ru on ru.id = u.resident_user_id
       where u.id = ${unitId}`),
  );
  const entries = rowsOf(
    await db.execute(sql`
      select e.occurred_at as "occurredAt", e.description, e.receipt_year as "receiptYear",
             e.receipt_no as "receiptNo", ${effect} as "balanceKurus",
             case when e.reverses_id is not null
               then (select o.description from ledger_transactions o where o.id = e.reverses_id) end as "correctionOf"
        from ledger_transactions e
       where e.unit_id = ${unitId}
         and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz
       order by e.occurred_at, e.id`),
  );
  return {
    siteName: String(head.siteName),
    siteAddress: String(head.siteAddress),
    block: String(head.block),
    doorNumber: String(head.doorNumber),
    sitePaymentCode: String(head.sitePaymentCode),
    residentName: (head.residentName as string | null) ?? null,
    openingBalanceKurus: Number(head.openingBalanceKurus),
    entries: entries.map((e) => ({
      occurredAt: new Date(e.occurredAt as string | Date),
      description: String(e.description),
      receiptYear: e.receiptYear === null ? null : Number(e.receiptYear),
      receiptNo: e.receiptNo === null ? null : Number(e.receiptNo),
      balanceKurus: Number(e.balanceKurus),
      correctionOf: (e.correctionOf as string | null) ?? null,
    })),
  };
}
