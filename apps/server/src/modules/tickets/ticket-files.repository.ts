import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ticketAttachments, tickets } from '../../db/schema/index.js';

/** Queries of a ticket's photos and PDFs (PRODUCT.md §17); the bytes live in the row or on disk. */

const summary = {
  id: ticketAttachments.id,
  fileName: ticketAttachments.fileName,
  contentType: ticketAttachments.contentType,
  size: ticketAttachments.size,
};

/** A ticket's files, in the order they came. */
export function attachmentsOf(db: DbOrTx, ticketId: number) {
  return db
    .select(summary)
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.id));
}

/**
 * Locks the ticket for its files (two uploads of one click wait for each other) and tells its
 * status, how many files it has and which one, if any, holds exactly these bytes.
 */
export async function lockFilesOf(db: DbOrTx, ticketId: number, sha256: string) {
  await db.execute(sql`select 1 from ${tickets} where ${tickets.id} = ${ticketId} for update`);
  const rows = await db
    .select({ ...summary, sha256: ticketAttachments.sha256 })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId));
  const same = rows.find((r) => r.sha256 === sha256);
  return {
    count: rows.length,
    same: same && { id: same.id, fileName: same.fileName, contentType: same.contentType, size: same.size },
  };
}

export async function insertAttachment(db: DbOrTx, values: typeof ticketAttachments.$inferInsert) {
  const [row] = await db.insert(ticketAttachments).values(values).returning(summary);
  return row;
}

/** A ticket's file with its bytes or where they are, when it belongs to that ticket. */
export async function attachmentFile(db: DbOrTx, ticketId: number, attachmentId: number) {
  const [row] = await db
    .select({
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      size: ticketAttachments.size,
      sha256: ticketAttachments.sha256,
      data: ticketAttachments.data,
    })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
    .limit(1);
  return row;
}
