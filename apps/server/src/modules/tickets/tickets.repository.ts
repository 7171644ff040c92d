import type { TicketAssignee, TicketCategory, TicketStatus } from '@aidat/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { expenseCategories, expenses, ticketEvents, tickets, units, users } from '../../db/schema/index.js';

/** Queries of tickets (PRODUCT.md §17), each scoped by site, ticket or opener in its `where`. */

export interface TicketRow {
  id: number;
  siteId: number;
  unitId: number | null;
  block: string | null;
  doorNumber: string | null;
  openedBy: string | null;
  category: TicketCategory;
  title: string;
  description: string;
  status: TicketStatus;
  reportedAt: Date;
  dueDate: string | null;
  assignee: TicketAssignee | null;
  rating: number | null;
  ratingComment: string | null;
}

export interface TicketEventRow {
  at: Date;
  type: 'opened' | 'status' | 'assigned' | 'due_date' | 'note';
  status: TicketStatus;
  note: string | null;
  by: string | null;
}

const columns = {
  id: tickets.id,
  siteId: tickets.siteId,
  unitId: tickets.unitId,
  block: units.block,
  doorNumber: units.doorNumber,
  openedBy: users.fullName,
  category: tickets.category,
  title: tickets.title,
  description: tickets.description,
  status: tickets.status,
  reportedAt: tickets.reportedAt,
  dueDate: tickets.dueDate,
  assignee: tickets.assignee,
  rating: tickets.rating,
  ratingComment: tickets.ratingComment,
};

/** Open, assigned or in progress with its due day passed (Europe/Istanbul `today`). */
export const overdueWhere = (today: string): SQL =>
  sql`${tickets.status} in ('open', 'assigned', 'in_progress') and ${tickets.dueDate} < ${today}::date`;

const selectTickets = (db: DbOrTx) =>
  db
    .select(columns)
    .from(tickets)
    .leftJoin(units, eq(units.id, tickets.unitId))
    .leftJoin(users, eq(users.id, tickets.openedBy));

export async function ticketById(db: DbOrTx, id: number): Promise<TicketRow | undefined> {
  const [row] = await selectTickets(db).where(eq(tickets.id, id));
  return row as TicketRow | undefined;
}

export async function eventsOf(db: DbOrTx, ticketId: number): Promise<TicketEventRow[]> {
  const rows = await db
    .select({
      at: ticketEvents.at,
      type: ticketEvents.type,
      status: ticketEvents.status,
      note: ticketEvents.note,
      by: users.fullName,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.byUserId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id));
  return rows as TicketEventRow[];
}

/** The tickets a person opened, the latest first. */
export async function ticketsOpenedBy(db: DbOrTx, userId: number): Promise<TicketRow[]> {
  const rows = await selectTickets(db)
    .where(eq(tickets.openedBy, userId))
    .orderBy(desc(tickets.reportedAt), desc(tickets.id));
  return rows as TicketRow[];
}

export interface TicketFilter {
  siteId: number;
  status?: TicketStatus;
  category?: TicketCategory;
  overdue?: boolean;
  unitId?: number;
  today: string;
  page: number;
  pageSize: number;
}

/** One page of a site's tickets, the latest reported first, and how many match. */
export async function siteTickets(db: DbOrTx, f: TicketFilter): Promise<{ rows: TicketRow[]; total: number }> {
  const where = and(
    eq(tickets.siteId, f.siteId),
    f.status ? eq(tickets.status, f.status) : undefined,
    f.category ? eq(tickets.category, f.category) : undefined,
    f.unitId ? eq(tickets.unitId, f.unitId) : undefined,
    f.overdue === true ? overdueWhere(f.today) : undefined,
    f.overdue === false ? sql`not coalesce(${overdueWhere(f.today)}, false)` : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(where);
  const rows = await selectTickets(db)
    .where(where)
    .orderBy(desc(tickets.reportedAt), desc(tickets.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows: rows as TicketRow[], total: Number(total) };
}

export async function insertTicket(
  db: DbOrTx,
  row: {
    siteId: number;
    unitId: number | null;
    category: TicketCategory;
    title: string;
    description: string;
    reportedAt: Date;
    openedBy: number;
  },
): Promise<number> {
  const [saved] = await db.insert(tickets).values(row).returning({ id: tickets.id });
  return saved.id;
}

export async function insertEvents(
  db: DbOrTx,
  rows: Array<{
    ticketId: number;
    type: TicketEventRow['type'];
    status: TicketStatus;
    note: string | null;
    byUserId: number;
  }>,
): Promise<void> {
  if (rows.length > 0) await db.insert(ticketEvents).values(rows);
}

/** Locks the ticket's row for a change; answers its status and report day, or undefined. */
export async function lockTicket(
  db: DbOrTx,
  id: number,
): Promise<{ status: TicketStatus; reportedDay: string } | undefined> {
  const result = await db.execute(
    sql`select status, (reported_at at time zone 'Europe/Istanbul')::date::text as "reportedDay"
          from tickets where id = ${id} for update`,
  );
  return (result as unknown as { rows: Array<{ status: TicketStatus; reportedDay: string }> }).rows[0];
}

/** Records the opener's rating once: false when the ticket is not resolved or closed, or was rated. */
export async function rateTicket(
  db: DbOrTx,
  id: number,
  rating: number,
  comment: string | null,
): Promise<'rated' | 'notResolved' | 'alreadyRated'> {
  const result = await db.execute(sql`select status, rating from tickets where id = ${id} for update`);
  const [row] = (result as unknown as { rows: Array<{ status: TicketStatus; rating: number | null }> }).rows;
  if (row.rating !== null) return 'alreadyRated';
  if (row.status !== 'resolved' && row.status !== 'closed') return 'notResolved';
  await db.update(tickets).set({ rating, ratingComment: comment }).where(eq(tickets.id, id));
  return 'rated';
}

/** A site's counts by status and category, overdue, and the average days to resolve over 12 months. */
export async function ticketStats(db: DbOrTx, siteId: number, today: string) {
  const result = await db.execute(sql`
    select category,
           count(*) filter (where status in ('open', 'assigned', 'in_progress', 'resolved'))::int as open,
           count(*) filter (where status = 'closed')::int as closed,
           count(*) filter (where status = 'rejected')::int as rejected,
           count(*) filter (where ${overdueWhere(today)})::int as overdue,
           count(resolved_at) filter (where resolved_at >= now() - interval '12 months')::int as resolved,
           coalesce(sum(extract(epoch from resolved_at - reported_at))
             filter (where resolved_at >= now() - interval '12 months'), 0)::float8 as resolve_seconds
      from tickets where site_id = ${siteId}
     group by category order by category`);
  return (
    result as unknown as {
      rows: Array<{
        category: TicketCategory;
        open: number;
        closed: number;
        rejected: number;
        overdue: number;
        resolved: number;
        resolve_seconds: number;
      }>;
    }
  ).rows;
}

export async function updateTicketRow(
  db: DbOrTx,
  id: number,
  set: Partial<{ status: TicketStatus; assignee: TicketAssignee; dueDate: string; resolvedAt: Date }>,
): Promise<void> {
  if (Object.keys(set).length > 0) await db.update(tickets).set(set).where(eq(tickets.id, id));
}

/** The expenses (§10) that name the ticket, reversals included, in the order they were made. */
export function expensesOfTicket(db: DbOrTx, ticketId: number) {
  return db
    .select({
      id: expenses.id,
      occurredAt: expenses.occurredAt,
      description: expenses.description,
      vendor: expenses.vendor,
      categoryName: expenseCategories.name,
      amountKurus: expenses.amountKurus,
      reversesId: expenses.reversesId,
      /** A reversal's original description: the opener reads 'Düzeltme: …', never a manager's reason. */
      correctionOf: sql<string | null>`(select o.description from expenses o where o.id = ${expenses.reversesId})`,
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(eq(expenses.ticketId, ticketId))
    .orderBy(asc(expenses.occurredAt), asc(expenses.id));
}
