import type { Db } from '../../db/client.js';
import { closeResolvedTickets } from './auto-close.repository.js';
import { type StatusSms, tellOpeners } from './tell-opener.js';

/**
 * Closes the tickets resolved more than `days` days ago (PRODUCT.md §17: TicketAutoCloseDays) and
 * tells their openers, as a manager's status change does, in one transaction: a ticket is never
 * closed without its notice. Answers how many were closed and how many SMS were queued.
 */
export async function closeResolvedAndTell(
  db: Db,
  days: number,
  sms: StatusSms | null,
  now: Date = new Date(),
): Promise<{ closed: number; smsQueued: number }> {
  return db.transaction(async (tx) => {
    const ids = await closeResolvedTickets(tx, days, now);
    return { closed: ids.length, smsQueued: await tellOpeners(tx, ids, null, sms) };
  });
}
