import { AppError, TICKET_TEXTS, type TicketNoticeDto, type TicketStatus } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../lib/sessions.js';
import { markNoticeRead, unreadNoticesOf } from './ticket-notices.repository.js';

/**
 * The opener's in-app notices of status changes (PRODUCT.md §17). Each is the person's own: the
 * queries are scoped by the caller, and someone else's notice is the same 404 as an unknown one.
 */
export async function myTicketNotices(db: DbOrTx, user: SessionUser): Promise<TicketNoticeDto[]> {
  return (await unreadNoticesOf(db, user.id)).map((n) => ({
    id: n.id,
    ticketId: n.ticketId,
    title: n.title,
    status: n.status as TicketStatus,
    at: n.at.toISOString(),
  }));
}

/** Marks one read (closed on the home, or seen); reading it twice is fine. */
export async function readMyTicketNotice(db: DbOrTx, user: SessionUser, id: number, now = new Date()) {
  if (!(await markNoticeRead(db, id, user.id, now))) throw new AppError('NotFound', TICKET_TEXTS.noticeNotFound);
  return { id };
}
