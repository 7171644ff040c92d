import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Closes the tickets resolved more than `days` days ago (PRODUCT.md §17: TicketAutoCloseDays),
 * each with its 'status' event by nobody (the system), in one statement; several instances may run
 * it at once (SKIP LOCKED, and a ticket closed meanwhile is no longer 'resolved'). Returns their ids.
 */
export async function closeResolvedTickets(db: DbOrTx, days: number, now: Date = new Date()): Promise<number[]> {
  const result = await db.execute(sql`
    with due as (
      select id from tickets
       where status = 'resolved' and resolved_at < ${now.toISOString()}::timestamptz - make_interval(days => ${days})
       order by id limit 1000 for update skip locked
    ),
    closed as (
      update tickets t set status = 'closed' from due where t.id = due.id and t.status = 'resolved' returning t.id
    ),
    events as (
      insert into ticket_events (ticket_id, at, type, status)
      select id, ${now.toISOString()}::timestamptz, 'status', 'closed' from closed
      returning ticket_id
    )
    select ticket_id as id from events`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
}
