import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCampaignRecipients as r } from '../../db/schema/index.js';
import type { SmsResult } from '../../lib/sms/index.js';

/**
 * Takes the oldest message still to send and marks it 'sending', in one statement: SKIP LOCKED
 * lets several instances take messages at once without two ever taking the same one. The id is a
 * scalar subquery, run once: under `id in (… limit 1 skip locked)` the planner may rescan the
 * subquery per row, and each rescan skips the rows already locked, so it would take several.
 */
export async function claimNext(db: Db): Promise<{ id: number; phone: string; text: string } | undefined> {
  const result = await db.execute(sql`
    update ${r} set status = 'sending', claimed_at = now()
    where id = (
      select id from ${r} where status = 'pending' order by id limit 1 for update skip locked
    )
    returning id, phone, text`);
  const [row] = (result as unknown as { rows: Array<{ id: number | string; phone: string; text: string }> }).rows;
  return row && { id: Number(row.id), phone: row.phone, text: row.text };
}

/** Records the provider's answer: 'sent', or 'failed' with its outcome and code. */
export async function recordResult(db: Db, id: number, result: SmsResult): Promise<void> {
  await db
    .update(r)
    .set({
      status: result.outcome === 'sent' ? 'sent' : 'failed',
      outcome: result.outcome,
      code: result.code.slice(0, 40),
      provider: result.provider.slice(0, 20),
      finishedAt: sql`now()`,
    })
    .where(and(eq(r.id, id), eq(r.status, 'sending')));
}

/**
 * Messages taken before `cutoff` and never answered: their sender stopped mid-send (a crash, a
 * deploy). Whether the provider got them is unknown, so they are closed as failed ('unknown',
 * 'interrupted') rather than sent again: a resident never gets the same message twice.
 */
export async function closeInterrupted(db: Db, cutoff: Date): Promise<number> {
  const closed = await db
    .update(r)
    .set({ status: 'failed', outcome: 'unknown', code: 'interrupted', finishedAt: sql`now()` })
    .where(and(eq(r.status, 'sending'), lt(r.claimedAt, cutoff)))
    .returning({ id: r.id });
  return closed.length;
}
