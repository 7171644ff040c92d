import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import {
  accounts,
  expenseAttachments,
  expenseCategories,
  expenses,
  tickets,
  users,
} from '../../../../db/schema/index.js';

/** Queries of the site's expenses and their categories; amounts in kuruş, rows append-only. */

export function categoriesOfSite(db: DbOrTx, siteId: number) {
  return db
    .select({ id: expenseCategories.id, siteId: expenseCategories.siteId, name: expenseCategories.name })
    .from(expenseCategories)
    .where(eq(expenseCategories.siteId, siteId))
    .orderBy(asc(expenseCategories.id));
}

export async function insertCategory(db: DbOrTx, siteId: number, name: string) {
  const [row] = await db
    .insert(expenseCategories)
    .values({ siteId, name })
    .returning({ id: expenseCategories.id, siteId: expenseCategories.siteId, name: expenseCategories.name });
  return row;
}

/** The site's category of that name, created when first needed (card commissions' 'Banka Masrafları'). */
export async function categoryNamed(db: DbOrTx, siteId: number, name: string): Promise<number> {
  const find = () =>
    db
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(and(eq(expenseCategories.siteId, siteId), eq(expenseCategories.name, name)))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  // A concurrent first use inserts it too: the unique name keeps one, and both read it.
  await db.insert(expenseCategories).values({ siteId, name }).onConflictDoNothing();
  const [row] = await find();
  return row.id;
}

export async function categoryOfSite(db: DbOrTx, siteId: number, categoryId: number) {
  const [row] = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.id, categoryId), eq(expenseCategories.siteId, siteId)))
    .limit(1);
  return row;
}

/** Whether the ticket is one of the site's (an expense names only its own site's tickets). */
export async function isTicketOfSite(db: DbOrTx, siteId: number, ticketId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.siteId, siteId)))
    .limit(1);
  return row !== undefined;
}

/** One expense with what a reversal copies from it. */
export async function expenseById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id)).limit(1);
  return row;
}

/** The list's filter: a site, optionally one Istanbul month [from, to) and one category. */
export interface ExpenseFilter {
  siteId: number;
  from?: Date;
  to?: Date;
  categoryId?: number;
  /** One row only (the answer to a write). */
  id?: number;
}

function whereOf(filter: ExpenseFilter): SQL | undefined {
  return and(
    eq(expenses.siteId, filter.siteId),
    filter.from ? gte(expenses.occurredAt, filter.from) : undefined,
    filter.to ? lt(expenses.occurredAt, filter.to) : undefined,
    filter.categoryId ? eq(expenses.categoryId, filter.categoryId) : undefined,
    filter.id ? eq(expenses.id, filter.id) : undefined,
  );
}

/** The filter's rows, newest first, with names, whether reversed, and their attachments. */
export function expensePage(db: DbOrTx, filter: ExpenseFilter, limit: number, offset: number) {
  return db
    .select({
      id: expenses.id,
      siteId: expenses.siteId,
      accountId: expenses.accountId,
      accountName: accounts.name,
      categoryId: expenses.categoryId,
      categoryName: expenseCategories.name,
      occurredAt: expenses.occurredAt,
      amountKurus: expenses.amountKurus,
      description: expenses.description,
      vendor: expenses.vendor,
      invoiceNo: expenses.invoiceNo,
      reversesId: expenses.reversesId,
      reversalReason: expenses.reversalReason,
      ticketId: expenses.ticketId,
      /** A reversal's original description, for a resident's 'Düzeltme: …'. */
      correctionOf: sql<string | null>`(select o.description from expenses o where o.id = ${expenses.reversesId})`,
      reversed: sql<boolean>`exists (select 1 from expenses r where r.reverses_id = ${expenses.id})`,
      createdByName: users.fullName,
      attachments: sql<Array<{ id: number; fileName: string; contentType: string; size: number }>>`(
        select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'contentType', a.content_type, 'size', a.size) order by a.id), '[]'::json)
        from ${expenseAttachments} a where a.expense_id = ${expenses.id})`,
    })
    .from(expenses)
    .innerJoin(accounts, eq(accounts.id, expenses.accountId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(users, eq(users.id, expenses.createdBy))
    .where(whereOf(filter))
    .orderBy(desc(expenses.occurredAt), desc(expenses.id))
    .limit(limit)
    .offset(offset);
}

/** How many rows the filter selects and their sum (kuruş). */
export async function expenseTotals(db: DbOrTx, filter: ExpenseFilter): Promise<{ count: number; totalKurus: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalKurus: sql<number>`coalesce(sum(${expenses.amountKurus}), 0)::bigint`,
    })
    .from(expenses)
    .where(whereOf(filter));
  return { count: Number(row.count), totalKurus: Number(row.totalKurus) };
}
