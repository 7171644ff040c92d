import {
  ACCOUNTS_TEXTS,
  addMonths,
  AppError,
  type CreateExpenseCategoryBody,
  type CreateExpenseInput,
  type ExpenseCategoryDto,
  type ExpenseDto,
  type ExpensesPage,
  type ExpensesQuery,
  EXPENSES_TEXTS,
  TICKET_TEXTS,
  kurusToLira,
  LEDGER_TEXTS,
  liraToKurus,
  periodStart,
  type ReverseBody,
} from '@aidat/shared';
import type { DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { accountRef } from '../accounts/accounts.repository.js';
import { post, resolveEntryDate } from '../../posting/public.js';
import {
  categoriesOfSite,
  categoryOfSite,
  type ExpenseFilter,
  expenseById,
  isTicketOfSite,
  expensePage,
  expenseTotals,
  insertCategory,
} from './expenses.repository.js';

export async function listCategories(db: DbOrTx, user: SessionUser, siteId: number): Promise<ExpenseCategoryDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return categoriesOfSite(db, siteId);
}

export async function createCategory(
  db: DbOrTx,
  user: SessionUser,
  input: CreateExpenseCategoryBody,
): Promise<ExpenseCategoryDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  try {
    return await insertCategory(db, input.siteId, input.name);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('Conflict', EXPENSES_TEXTS.duplicateCategory, { details: { field: 'name' } });
    throw err;
  }
}

/** Who reads an expense line: the site's manager, or a resident of the site. */
export type ExpenseView = 'manager' | 'resident';

/** The site's expenses page by page, newest first (the caller has reached the site). */
export async function expensesOfSite(
  db: DbOrTx,
  siteId: number,
  query: { month?: string; categoryId?: number; page: number; pageSize: number },
  view: ExpenseView = 'manager',
): Promise<ExpensesPage> {
  const filter: ExpenseFilter = {
    siteId,
    categoryId: query.categoryId,
    ...(query.month ? { from: periodStart(query.month), to: periodStart(addMonths(query.month, 1)) } : {}),
  };
  const [rows, totals] = await Promise.all([
    expensePage(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    expenseTotals(db, filter),
  ]);
  return {
    data: rows.map((row) => toExpenseDto(row, view)),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / query.pageSize),
    total: kurusToLira(totals.totalKurus),
  };
}

export async function listExpenses(db: DbOrTx, user: SessionUser, query: ExpensesQuery): Promise<ExpensesPage> {
  await requireAccess(db, user, { kind: 'site', id: query.siteId });
  return expensesOfSite(db, query.siteId, query);
}

/** Records money paid out of one of the site's accounts under one of its categories. */
export async function createExpense(
  db: DbOrTx,
  user: SessionUser,
  input: CreateExpenseInput,
  now: Date = new Date(),
): Promise<ExpenseDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const account = await accountRef(db, input.accountId);
  if (!account || account.siteId !== input.siteId)
    throw new AppError('ValidationError', ACCOUNTS_TEXTS.accountOtherSite, { details: { field: 'accountId' } });
  const category = await categoryOfSite(db, input.siteId, input.categoryId);
  if (!category)
    throw new AppError('ValidationError', EXPENSES_TEXTS.categoryNotFound, { details: { field: 'categoryId' } });
  if (input.ticketId !== undefined && !(await isTicketOfSite(db, input.siteId, input.ticketId)))
    throw new AppError('ValidationError', TICKET_TEXTS.expenseTicketOfAnotherSite, { details: { field: 'ticketId' } });
  const occurredAt = resolveEntryDate(input.date, now);
  const [{ id }] = await post(
    db,
    [
      {
        kind: 'expense',
        siteId: input.siteId,
        accountId: account.id,
        categoryId: category.id,
        occurredAt,
        amountKurus: liraToKurus(input.amount),
        description: input.description,
        vendor: input.vendor ?? null,
        invoiceNo: input.invoiceNo ?? null,
        ticketId: input.ticketId ?? null,
      },
    ],
    { by: user.id },
  );
  return oneExpense(db, input.siteId, id);
}

/**
 * Reverses an expense: a row with the negated amount on the same account and category that names
 * it, so the account gets the money back. At most once (409); a reversal is not reversible (400).
 */
export async function reverseExpense(
  db: DbOrTx,
  user: SessionUser,
  expenseId: number,
  input: ReverseBody,
  now: Date = new Date(),
): Promise<ExpenseDto> {
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  const expense = await expenseById(db, expenseId);
  if (!expense) throw new AppError('NotFound', EXPENSES_TEXTS.expenseNotFound);
  if (expense.reversesId !== null) throw new AppError('ValidationError', EXPENSES_TEXTS.reversalNotReversible);
  try {
    const [{ id }] = await post(db, [{ kind: 'expenseReversal', of: expense, reason: input.reason, occurredAt: now }], {
      by: user.id,
    });
    return oneExpense(db, expense.siteId, id);
  } catch (err) {
    // Two reversals at once: expenses_reverses_uq lets one through.
    if (isUniqueViolation(err)) throw new AppError('Conflict', EXPENSES_TEXTS.alreadyReversed);
    throw err;
  }
}

async function oneExpense(db: DbOrTx, siteId: number, id: number): Promise<ExpenseDto> {
  const [row] = await expensePage(db, { siteId, id }, 1, 0);
  if (!row) throw new AppError('NotFound', EXPENSES_TEXTS.expenseNotFound);
  return toExpenseDto(row);
}

type ExpenseRow = Awaited<ReturnType<typeof expensePage>>[number];

/**
 * An expense line. A resident sees neither who entered it nor a manager's reason: a reversal reads
 * 'Düzeltme: <what it reverses>' (PRODUCT.md §15).
 */
function toExpenseDto(row: ExpenseRow, view: ExpenseView = 'manager'): ExpenseDto {
  const resident = view === 'resident';
  return {
    id: row.id,
    siteId: row.siteId,
    accountId: row.accountId,
    accountName: row.accountName,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    date: row.occurredAt.toISOString(),
    amount: kurusToLira(row.amountKurus),
    description:
      resident && row.reversesId !== null ? LEDGER_TEXTS.correctionOf(row.correctionOf ?? '') : row.description,
    vendor: row.vendor,
    invoiceNo: row.invoiceNo,
    reversesId: row.reversesId,
    reversalReason: resident ? null : row.reversalReason,
    reversed: Boolean(row.reversed),
    ticketId: row.ticketId,
    createdBy: resident ? null : (row.createdByName ?? null),
    attachments: row.attachments ?? [],
  };
}
