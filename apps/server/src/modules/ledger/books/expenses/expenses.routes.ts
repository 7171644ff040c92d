import {
  CreateExpenseBody,
  CreateExpenseCategoryBody,
  ExpenseCategoryDto,
  ExpenseDto,
  ExpensesPage,
  ExpensesQuery,
  EXPENSES_TEXTS,
  IdParam,
  ReverseBody,
  SiteIdQuery,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { currentUser } from '../../../../lib/guards.js';
import { idempotentWrite } from '../../../../lib/idempotency/idempotency.js';
import { createCategory, createExpense, listCategories, listExpenses, reverseExpense } from './expenses.service.js';

/**
 * The site's expenses and their categories (PRODUCT.md §10), under the site administrators' URLs:
 * Admins for the sites they administer, SystemAdmins for any. Expenses are append-only: a mistake
 * is reversed with a reason. Every write honours an Idempotency-Key (lib/idempotency).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/expense-categories',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(ExpenseCategoryDto)) } },
    },
    async (request) => ok(await listCategories(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/expense-categories',
    {
      config: { access: 'siteAdmin' },
      schema: { body: CreateExpenseCategoryBody, response: { 201: envelope(ExpenseCategoryDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const category = await createCategory(db, currentUser(request), request.body);
        return { status: 201, body: ok(category, EXPENSES_TEXTS.categoryCreated) };
      }),
  );

  app.get(
    '/api/siteadmin/expenses',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: ExpensesQuery, response: { 200: envelope(ExpensesPage) } },
    },
    async (request) => ok(await listExpenses(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/api/siteadmin/expenses',
    { config: { access: 'siteAdmin' }, schema: { body: CreateExpenseBody, response: { 201: envelope(ExpenseDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const expense = await createExpense(db, currentUser(request), request.body);
        return { status: 201, body: ok(expense, EXPENSES_TEXTS.expenseRecorded) };
      }),
  );

  app.post(
    '/api/siteadmin/expenses/:id/reverse',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ReverseBody, response: { 201: envelope(ExpenseDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const expense = await reverseExpense(db, currentUser(request), request.params.id, request.body);
        return { status: 201, body: ok(expense, EXPENSES_TEXTS.expenseReversed) };
      }),
  );
};

export default routes;
