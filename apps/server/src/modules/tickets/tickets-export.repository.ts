import type { DataExportTicket } from '@aidat/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites, ticketAttachments, ticketEvents, tickets, units } from '../../db/schema/index.js';

/**
 * The tickets a person opened, for their KVKK export (art. 11): what they wrote, what happened to
 * it and the names of their files (the bytes stay on the ticket). Who worked it is not theirs to
 * take: the events carry no names.
 */
export async function ticketsForExport(db: DbOrTx, userId: number): Promise<DataExportTicket[]> {
  const rows = await db
    .select({
      id: tickets.id,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
      category: tickets.category,
      title: tickets.title,
      description: tickets.description,
      status: tickets.status,
      reportedAt: tickets.reportedAt,
      rating: tickets.rating,
      ratingComment: tickets.ratingComment,
    })
    .from(tickets)
    .innerJoin(sites, eq(sites.id, tickets.siteId))
    .leftJoin(units, eq(units.id, tickets.unitId))
    .where(eq(tickets.openedBy, userId))
    .orderBy(desc(tickets.reportedAt), desc(tickets.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const files = await db
    .select({
      ticketId: ticketAttachments.ticketId,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      size: ticketAttachments.size,
    })
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.ticketId, ids))
    .orderBy(asc(ticketAttachments.id));
  const events = await db
    .select({
      ticketId: ticketEvents.ticketId,
      at: ticketEvents.at,
      type: ticketEvents.type,
      status: ticketEvents.status,
      note: ticketEvents.note,
    })
    .from(ticketEvents)
    .where(inArray(ticketEvents.ticketId, ids))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id));
  return rows.map(({ reportedAt, ...r }) => ({
    ...r,
    reportedAtUtc: reportedAt.toISOString(),
    attachments: files.filter((f) => f.ticketId === r.id).map(({ ticketId: _, ...f }) => f),
    events: events
      .filter((e) => e.ticketId === r.id)
      .map((e) => ({ atUtc: e.at.toISOString(), type: e.type, status: e.status, note: e.note })),
  }));
}
