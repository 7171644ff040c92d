import type { TicketStatus } from '@aidat/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites, ticketNotices, tickets, units, users } from '../../db/schema/index.js';

/** Queries of the openers' in-app notices (PRODUCT.md §17), each scoped by its person. */

/** Newest unread notices a person sees at most: older ones stay on each ticket's page as events. */
const UNREAD_SHOWN = 50;

/** The openers of the tickets with what their notice and SMS say. */
export function openersOf(db: DbOrTx, ticketIds: number[]) {
  return db
    .select({
      ticketId: tickets.id,
      siteId: tickets.siteId,
      siteName: sites.name,
      title: tickets.title,
      status: tickets.status,
      userId: users.id,
      phone: users.phone,
      fullName: users.fullName,
      block: units.block,
      doorNumber: units.doorNumber,
    })
    .from(tickets)
    .innerJoin(sites, eq(sites.id, tickets.siteId))
    .innerJoin(users, eq(users.id, tickets.openedBy))
    .leftJoin(units, eq(units.id, tickets.unitId))
    .where(inArray(tickets.id, ticketIds));
}

export async function insertNotices(
  db: DbOrTx,
  rows: Array<{ ticketId: number; userId: number; status: TicketStatus }>,
): Promise<void> {
  if (rows.length > 0) await db.insert(ticketNotices).values(rows);
}

/** A person's unread notices, newest first, with their ticket's title. */
export function unreadNoticesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: ticketNotices.id,
      ticketId: ticketNotices.ticketId,
      title: tickets.title,
      status: ticketNotices.status,
      at: ticketNotices.createdAt,
    })
    .from(ticketNotices)
    .innerJoin(tickets, eq(tickets.id, ticketNotices.ticketId))
    .where(and(eq(ticketNotices.userId, userId), isNull(ticketNotices.readAt)))
    .orderBy(desc(ticketNotices.id))
    .limit(UNREAD_SHOWN);
}

/** Marks one of the person's notices read; false when it is not theirs (or does not exist). */
export async function markNoticeRead(db: DbOrTx, id: number, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(ticketNotices)
    .set({ readAt: now })
    .where(and(eq(ticketNotices.id, id), eq(ticketNotices.userId, userId), isNull(ticketNotices.readAt)))
    .returning({ id: ticketNotices.id });
  if (row) return true;
  // Read already (a second tab, a double click): still theirs, still fine.
  const [kept] = await db
    .select({ id: ticketNotices.id })
    .from(ticketNotices)
    .where(and(eq(ticketNotices.id, id), eq(ticketNotices.userId, userId)));
  return kept !== undefined;
}

/** Marks the person's notices of one ticket read: they opened it. */
export async function markTicketNoticesRead(db: DbOrTx, ticketId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(ticketNotices)
    .set({ readAt: now })
    .where(and(eq(ticketNotices.ticketId, ticketId), eq(ticketNotices.userId, userId), isNull(ticketNotices.readAt)));
}
