import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { expenseAttachments, expenses } from '../../../../db/schema/index.js';

/**
 * Queries of the files kept with expenses (PRODUCT.md §10); the bytes live in the row or on disk
 * (lib/files/file-store.ts).
 */

const summary = {
  id: expenseAttachments.id,
  fileName: expenseAttachments.fileName,
  contentType: expenseAttachments.contentType,
  size: expenseAttachments.size,
};

/**
 * Locks the expense for its attachments (two uploads of one click wait for each other) and tells
 * how many it has and which one, if any, holds exactly these bytes.
 */
export async function lockAttachmentsOf(db: DbOrTx, expenseId: number, sha256: string) {
  await db.execute(sql`select 1 from ${expenses} where ${expenses.id} = ${expenseId} for update`);
  const rows = await db
    .select({ ...summary, sha256: expenseAttachments.sha256 })
    .from(expenseAttachments)
    .where(eq(expenseAttachments.expenseId, expenseId))
    .orderBy(asc(expenseAttachments.id));
  const same = rows.find((r) => r.sha256 === sha256);
  return {
    count: rows.length,
    same: same && { id: same.id, fileName: same.fileName, contentType: same.contentType, size: same.size },
  };
}

export async function insertAttachment(db: DbOrTx, values: typeof expenseAttachments.$inferInsert) {
  const [row] = await db.insert(expenseAttachments).values(values).returning(summary);
  return row;
}

/** An attachment with its bytes or where they are, when it belongs to that expense and, if given, that site. */
export async function attachmentFile(db: DbOrTx, expenseId: number, attachmentId: number, siteId?: number) {
  const [row] = await db
    .select({
      fileName: expenseAttachments.fileName,
      contentType: expenseAttachments.contentType,
      size: expenseAttachments.size,
      sha256: expenseAttachments.sha256,
      data: expenseAttachments.data,
    })
    .from(expenseAttachments)
    .innerJoin(expenses, eq(expenses.id, expenseAttachments.expenseId))
    .where(
      and(
        eq(expenseAttachments.id, attachmentId),
        eq(expenseAttachments.expenseId, expenseId),
        siteId === undefined ? undefined : eq(expenses.siteId, siteId),
      ),
    )
    .limit(1);
  return row;
}
