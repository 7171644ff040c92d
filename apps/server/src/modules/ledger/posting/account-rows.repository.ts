import type { DbOrTx } from '../../../db/client.js';
import { accountTransfers, expenses } from '../../../db/schema/index.js';

/**
 * The account side's inserts (PRODUCT.md §10), used by post.ts only: an expense paid from an
 * account (or its reversal) and a transfer between two accounts of a site. Append-only like the
 * unit ledger (drizzle/0021).
 */

export type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'createdAt'>;

export async function insertExpense(db: DbOrTx, values: NewExpense): Promise<{ id: number }> {
  const [row] = await db.insert(expenses).values(values).returning({ id: expenses.id });
  return row;
}

export interface TransferRow {
  id: number;
  siteId: number;
  fromAccountId: number;
  toAccountId: number;
  amountKurus: number;
  occurredAt: Date;
  description: string;
  reversesId: number | null;
  reversalReason: string | null;
}

export async function insertTransfer(
  db: DbOrTx,
  values: Omit<TransferRow, 'id'> & { createdById: number },
): Promise<TransferRow> {
  const { createdById, ...rest } = values;
  const [row] = await db
    .insert(accountTransfers)
    .values({ ...rest, createdBy: createdById })
    .returning({
      id: accountTransfers.id,
      siteId: accountTransfers.siteId,
      fromAccountId: accountTransfers.fromAccountId,
      toAccountId: accountTransfers.toAccountId,
      amountKurus: accountTransfers.amountKurus,
      occurredAt: accountTransfers.occurredAt,
      description: accountTransfers.description,
      reversesId: accountTransfers.reversesId,
      reversalReason: accountTransfers.reversalReason,
    });
  return row;
}
