import { and, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  response: unknown;
}

export async function findKey(db: DbOrTx, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Claims (user, key) for this transaction. On PostgreSQL a concurrent claim of the same key waits
 * here until the first transaction ends: it then finds the key taken (the first committed) or
 * claims it itself (the first rolled back). Returns the claimed row's id, or undefined when taken.
 */
export async function claimKey(
  tx: DbOrTx,
  args: { userId: number; key: string; requestHash: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values(args)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function storeAnswer(tx: DbOrTx, id: number, statusCode: number, response: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ statusCode, response }).where(eq(idempotencyKeys.id, id));
}

/** Deletes up to `batchSize` keys created before `cutoff`; SKIP LOCKED lets several instances prune at once. */
export async function deleteKeysBefore(db: DbOrTx, cutoff: Date, batchSize: number): Promise<number> {
  const batch = db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .orderBy(idempotencyKeys.id)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const gone = await db
    .delete(idempotencyKeys)
    .where(inArray(idempotencyKeys.id, batch))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
