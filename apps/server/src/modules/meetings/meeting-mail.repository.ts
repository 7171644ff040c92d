import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The çağrı's e-mail queue (meeting_notices rows of channel 'email'). */

export interface ClaimedMail {
  id: number;
  meetingId: number;
  address: string;
  unitIds: number[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Takes up to `limit` queued e-mails for this sender (SKIP LOCKED: each goes to one sender). */
export async function claimMails(db: DbOrTx, limit: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update meeting_notices set status = 'sending', claimed_at = now()
     where id in (select id from meeting_notices
                   where channel = 'email' and status = 'queued'
                   order by id limit ${limit} for update skip locked)
    returning id, meeting_id as "meetingId", address, unit_ids as "unitIds"`);
  return rowsOf<ClaimedMail>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    meetingId: Number(r.meetingId),
    unitIds: r.unitIds.map(Number),
  }));
}

export async function recordMail(
  db: DbOrTx,
  id: number,
  result: { outcome: 'sent' | 'failed'; code: string },
): Promise<void> {
  await db.execute(sql`
    update meeting_notices set status = ${result.outcome}, code = ${result.code.slice(0, 40)}, sent_at = now()
     where id = ${id}`);
}

/**
 * E-mails taken before `before` and never answered were cut off by a stop: recorded as failed with
 * the code 'unknown' rather than sent twice (the manager sees them and can print the notice).
 */
export async function closeInterruptedMails(db: DbOrTx, before: Date): Promise<number> {
  const result = await db.execute(sql`
    update meeting_notices set status = 'failed', code = 'unknown'
     where channel = 'email' and status = 'sending' and claimed_at < ${before.toISOString()}
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}
