import {
  AppError,
  type CreateMyTicketBody,
  type CreateTicketInput,
  istanbulDay,
  istanbulMidnight,
  TICKET_STATUS_LABELS,
  TICKET_TEXTS,
  TICKET_TRANSITIONS,
  type TicketDto,
  type TicketListQuery,
  type TicketRatingInput,
  type TicketStatsDto,
  type TicketStatus,
  type UpdateTicketInput,
  kurusToLira,
  LEDGER_TEXTS,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { type StatusSms, tellOpeners } from './tell-opener.js';
import { attachmentsOf } from './ticket-files.repository.js';
import { markTicketNoticesRead } from './ticket-notices.repository.js';
import {
  eventsOf,
  expensesOfTicket,
  insertEvents,
  insertTicket,
  lockTicket,
  rateTicket,
  siteTickets,
  ticketStats,
  type TicketEventRow,
  type TicketRow,
  ticketById,
  ticketsOpenedBy,
  updateTicketRow,
} from './tickets.repository.js';

/**
 * Arıza and talep tickets (PRODUCT.md §17): a resident, owner or tenant opens one for their unit,
 * a manager opens one on someone's behalf and works it (assignee, due day, status forward only,
 * notes); every change is an event the opener sees, and a status change also an in-app notice
 * and, with TicketSmsOnStatus, an SMS (tell-opener.ts). Photos: ticket-files.service.ts; closing
 * resolved tickets: auto-close.service.ts.
 */

const WORKING: readonly TicketStatus[] = ['open', 'assigned', 'in_progress'];

export function isOverdue(t: { status: TicketStatus; dueDate: string | null }, today: string): boolean {
  return WORKING.includes(t.status) && t.dueDate !== null && t.dueDate < today;
}

/** Who reads the ticket: its opener (a reversal reads 'Düzeltme: …') or a manager. */
type Reader = 'opener' | 'manager';

interface TicketDetail {
  events: TicketEventRow[];
  attachments: TicketDto['attachments'];
  expenses: Awaited<ReturnType<typeof expensesOfTicket>>;
}

const NO_DETAIL: TicketDetail = { events: [], attachments: [], expenses: [] };

function toDto(row: TicketRow, detail: TicketDetail, today: string, reader: Reader): TicketDto {
  return {
    id: row.id,
    siteId: row.siteId,
    unitId: row.unitId,
    block: row.block,
    doorNumber: row.doorNumber,
    openedBy: row.openedBy,
    category: row.category,
    title: row.title,
    description: row.description,
    status: row.status,
    reportedAt: row.reportedAt.toISOString(),
    dueDate: row.dueDate,
    assignee: row.assignee,
    isOverdue: isOverdue(row, today),
    rating: row.rating,
    ratingComment: row.ratingComment,
    attachments: detail.attachments,
    events: detail.events.map((e) => ({
      at: e.at.toISOString(),
      type: e.type,
      status: e.status,
      note: e.note,
      by: e.by,
    })),
    expenses: detail.expenses.map((e) => ({
      id: e.id,
      date: e.occurredAt.toISOString(),
      description:
        reader === 'opener' && e.reversesId !== null ? LEDGER_TEXTS.correctionOf(e.correctionOf ?? '') : e.description,
      vendor: e.vendor,
      categoryName: e.categoryName,
      amount: kurusToLira(e.amountKurus),
      reversesId: e.reversesId,
    })),
  };
}

async function ticketDto(db: DbOrTx, id: number, now: Date, reader: Reader): Promise<TicketDto> {
  const row = await ticketById(db, id);
  if (!row) throw new AppError('NotFound', TICKET_TEXTS.notFound);
  // One after another: inside a transaction the three share one connection, which runs one query at a time.
  const events = await eventsOf(db, id);
  const attachments = await attachmentsOf(db, id);
  const expenses = await expensesOfTicket(db, id);
  return toDto(row, { events, attachments, expenses }, istanbulDay(now), reader);
}

/** POST /api/me/tickets: for a unit the caller lives in, owns or rents (else the same 404 as an unknown one). */
export async function openMyTicket(
  tx: DbOrTx,
  user: SessionUser,
  input: CreateMyTicketBody & { unitId: number },
  now = new Date(),
) {
  const unit = await requireAccess(tx, user, { kind: 'relatedUnit', id: input.unitId });
  const id = await insertTicket(tx, {
    siteId: unit.siteId,
    unitId: unit.id,
    category: input.category,
    title: input.title,
    description: input.description,
    reportedAt: now,
    openedBy: user.id,
  });
  await insertEvents(tx, [{ ticketId: id, type: 'opened', status: 'open', note: null, byUserId: user.id }]);
  return ticketDto(tx, id, now, 'opener');
}

/** POST /api/siteadmin/tickets: a manager opens one on someone's behalf, with the day it was reported. */
export async function openTicket(tx: DbOrTx, user: SessionUser, input: CreateTicketInput, now = new Date()) {
  await requireAccess(tx, user, { kind: 'site', id: input.siteId });
  if (input.unitId !== undefined) {
    const unit = await requireAccess(tx, user, { kind: 'unit', id: input.unitId });
    if (unit.siteId !== input.siteId)
      throw new AppError('ValidationError', TICKET_TEXTS.unitOfAnotherSite, { details: { field: 'unitId' } });
  }
  const today = istanbulDay(now);
  if (input.reportedAt !== undefined && input.reportedAt > today)
    throw new AppError('ValidationError', TICKET_TEXTS.reportedInFuture, { details: { field: 'reportedAt' } });
  const [y, m, d] = (input.reportedAt ?? today).split('-').map(Number);
  const reportedAt = input.reportedAt === undefined || input.reportedAt === today ? now : istanbulMidnight(y, m, d);
  const id = await insertTicket(tx, {
    siteId: input.siteId,
    unitId: input.unitId ?? null,
    category: input.category,
    title: input.title,
    description: input.description,
    reportedAt,
    openedBy: user.id,
  });
  await insertEvents(tx, [{ ticketId: id, type: 'opened', status: 'open', note: null, byUserId: user.id }]);
  return ticketDto(tx, id, now, 'manager');
}

/**
 * PATCH /api/siteadmin/tickets/{id}: status forward only along TICKET_TRANSITIONS (closed and
 * rejected are final: 409), a rejection with its note, an assignee (an open ticket becomes
 * 'assigned'), a due day not before the report, a note; one event per change. A status change
 * tells the opener (an in-app notice; with `sms`, TicketSmsOnStatus on, an SMS too).
 */
export async function updateTicket(
  tx: DbOrTx,
  user: SessionUser,
  id: number,
  input: UpdateTicketInput,
  sms: StatusSms | null,
  now = new Date(),
) {
  const ticket = await requireAccess(tx, user, { kind: 'ticket', id });
  const current = await lockTicket(tx, ticket.id);
  if (!current) throw new AppError('NotFound', TICKET_TEXTS.notFound);
  const { status, assignee, dueDate, note } = input;
  if (status === undefined && assignee === undefined && dueDate === undefined && note === undefined)
    throw new AppError('ValidationError', TICKET_TEXTS.nothingToChange);
  if (TICKET_TRANSITIONS[current.status].length === 0) throw new AppError('Conflict', TICKET_TEXTS.finalStatus);
  let next = current.status;
  if (status !== undefined && status !== current.status) {
    if (!TICKET_TRANSITIONS[current.status].includes(status))
      throw new AppError(
        'Conflict',
        TICKET_TEXTS.transitionNotAllowed(TICKET_STATUS_LABELS[current.status], TICKET_STATUS_LABELS[status]),
        { details: { field: 'status' } },
      );
    if (status === 'rejected' && note === undefined)
      throw new AppError('ValidationError', TICKET_TEXTS.rejectNeedsNote, { details: { field: 'note' } });
    next = status;
  } else if (assignee !== undefined && current.status === 'open') next = 'assigned';
  if (dueDate !== undefined && dueDate < current.reportedDay)
    throw new AppError('ValidationError', TICKET_TEXTS.dueBeforeReport, { details: { field: 'dueDate' } });

  await updateTicketRow(tx, ticket.id, {
    ...(next !== current.status ? { status: next } : {}),
    ...(next === 'resolved' && next !== current.status ? { resolvedAt: now } : {}),
    ...(assignee !== undefined ? { assignee } : {}),
    ...(dueDate !== undefined ? { dueDate } : {}),
  });
  const event = (type: TicketEventRow['type'], text: string | null = null) => ({
    ticketId: ticket.id,
    type,
    status: next,
    note: text,
    byUserId: user.id,
  });
  const events = [];
  if (assignee !== undefined) events.push(event('assigned', assignee.name));
  if (dueDate !== undefined) events.push(event('due_date', dueDate));
  // The note goes with the status change it explains, or stands alone.
  if (next !== current.status) events.push(event('status', note ?? null));
  else if (note !== undefined) events.push(event('note', note));
  await insertEvents(tx, events);
  if (next !== current.status) await tellOpeners(tx, [ticket.id], user.id, sms);
  return ticketDto(tx, ticket.id, now, 'manager');
}

/** GET /api/siteadmin/tickets/{id}. */
export async function managerTicket(db: DbOrTx, user: SessionUser, id: number, now = new Date()) {
  const ticket = await requireAccess(db, user, { kind: 'ticket', id });
  return ticketDto(db, ticket.id, now, 'manager');
}

/**
 * GET /api/me/tickets/{id}: only a ticket the caller opened (else 404, whether it exists or not).
 * Opening it reads its notices: the opener has seen what changed.
 */
export async function myTicket(db: DbOrTx, user: SessionUser, id: number, now = new Date()) {
  const ticket = await requireAccess(db, user, { kind: 'ownTicket', id });
  await markTicketNoticesRead(db, ticket.id, user.id, now);
  return ticketDto(db, ticket.id, now, 'opener');
}

/** GET /api/me/tickets: the caller's tickets, the latest first (events on each ticket's own page). */
export async function myTickets(db: DbOrTx, user: SessionUser, now = new Date()): Promise<TicketDto[]> {
  const today = istanbulDay(now);
  return (await ticketsOpenedBy(db, user.id)).map((row) => toDto(row, NO_DETAIL, today, 'opener'));
}

/** GET /api/siteadmin/tickets: one page of a site's tickets, filtered. */
export async function siteTicketPage(db: DbOrTx, user: SessionUser, query: TicketListQuery, now = new Date()) {
  await requireAccess(db, user, { kind: 'site', id: query.siteId });
  const today = istanbulDay(now);
  const { rows, total } = await siteTickets(db, {
    siteId: query.siteId,
    status: query.status,
    category: query.category,
    unitId: query.unitId,
    overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
    today,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    data: rows.map((row) => toDto(row, NO_DETAIL, today, 'manager')),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** POST /api/me/tickets/{id}/rating: the opener rates a resolved or closed ticket once (409 otherwise). */
export async function rateMyTicket(
  tx: DbOrTx,
  user: SessionUser,
  id: number,
  input: TicketRatingInput,
  now = new Date(),
) {
  const ticket = await requireAccess(tx, user, { kind: 'ownTicket', id });
  const outcome = await rateTicket(tx, ticket.id, input.rating, input.comment ?? null);
  if (outcome === 'notResolved') throw new AppError('Conflict', TICKET_TEXTS.rateNotResolved);
  if (outcome === 'alreadyRated') throw new AppError('Conflict', TICKET_TEXTS.alreadyRated);
  return ticketDto(tx, ticket.id, now, 'opener');
}

/**
 * A site's ticket statistics (PRODUCT.md §17) for its managers (`site`) or its residents
 * (`residentSite`: they live in, own or rent a unit there): counts only.
 */
export async function siteTicketStats(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  as: 'manager' | 'resident',
  now = new Date(),
): Promise<TicketStatsDto> {
  await requireAccess(db, user, { kind: as === 'manager' ? 'site' : 'residentSite', id: siteId });
  const rows = await ticketStats(db, siteId, istanbulDay(now));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const resolved = sum((r) => r.resolved);
  return {
    open: sum((r) => r.open),
    closed: sum((r) => r.closed),
    rejected: sum((r) => r.rejected),
    overdue: sum((r) => r.overdue),
    byCategory: rows.map((r) => ({ category: r.category, open: r.open, closed: r.closed })),
    averageResolutionDays:
      resolved === 0 ? null : Math.round((sum((r) => r.resolve_seconds) / resolved / 86_400) * 10) / 10,
  };
}
