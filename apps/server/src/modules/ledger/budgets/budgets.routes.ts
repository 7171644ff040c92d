import {
  ApproveBudgetBody,
  BUDGET_TEXTS,
  BudgetActualsDto,
  BudgetApprovalDto,
  BudgetDraftProposalDto,
  BudgetDto,
  CreateBudgetBody,
  DraftFromActualsQuery,
  IdParam,
  KNOWN_CONFIG_KEYS,
  percentToBps,
  ServeBudgetBody,
  SiteIdQuery,
  UpdateBudgetBody,
} from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../lib/guards.js';
import { idempotentWrite } from '../../../lib/idempotency/idempotency.js';
import { managerBudgetActuals } from './budget-actuals.service.js';
import { approveBudget } from './budget-approval.service.js';
import { budgetDocument } from './budget-document.service.js';
import { createBudget, draftFromActuals, listBudgets, serveBudget, updateBudget } from './budgets.service.js';

/** The configured yeniden değerleme oranı in basis points (the default when the value is unreadable). */
async function revaluationRateBps(app: FastifyInstance): Promise<number> {
  const fallback = KNOWN_CONFIG_KEYS.RevaluationRatePercent.defaultValue;
  return percentToBps((await app.settings.get('RevaluationRatePercent')) ?? fallback) ?? percentToBps(fallback)!;
}

/**
 * The işletme projesi (PRODUCT.md §13) for the site's managers: Admins of the site, SystemAdmins.
 * Drafts are edited, then served (the objection window) and approved (the dues of its months).
 * Every write honours an Idempotency-Key (lib/idempotency).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/budgets',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(BudgetDto)) } },
    },
    async (request) =>
      ok(await listBudgets(app.db, currentUser(request), request.query.siteId, await revaluationRateBps(app))),
  );

  app.get(
    '/api/siteadmin/budgets/draft-from-actuals',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: DraftFromActualsQuery, response: { 200: envelope(BudgetDraftProposalDto) } },
    },
    async (request) =>
      ok(await draftFromActuals(app.db, currentUser(request), request.query.siteId, request.query.periodStart)),
  );

  app.post(
    '/api/siteadmin/budgets',
    { config: { access: 'siteAdmin' }, schema: { body: CreateBudgetBody, response: { 201: envelope(BudgetDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const budget = await createBudget(db, currentUser(request), request.body, await revaluationRateBps(app));
        return { status: 201, body: ok(budget, BUDGET_TEXTS.created) };
      }),
  );

  app.put(
    '/api/siteadmin/budgets/:id',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: UpdateBudgetBody, response: { 200: envelope(BudgetDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const rate = await revaluationRateBps(app);
        const budget = await updateBudget(db, currentUser(request), request.params.id, request.body, rate);
        return { status: 200, body: ok(budget, BUDGET_TEXTS.updated) };
      }),
  );

  app.post(
    '/api/siteadmin/budgets/:id/serve',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ServeBudgetBody, response: { 200: envelope(BudgetDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const rate = await revaluationRateBps(app);
        const budget = await serveBudget(db, currentUser(request), request.params.id, request.body.servedAt, rate);
        return { status: 200, body: ok(budget, BUDGET_TEXTS.served) };
      }),
  );

  app.post(
    '/api/siteadmin/budgets/:id/approve',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ApproveBudgetBody, response: { 200: envelope(BudgetApprovalDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const approval = await approveBudget(db, currentUser(request), request.params.id, request.body);
        const done = approval.budget.decisionNo ? BUDGET_TEXTS.approved : BUDGET_TEXTS.approvedWithoutObjection;
        return { status: 200, body: ok(approval, `${done}. ${approval.message}`) };
      }),
  );

  app.get(
    '/api/siteadmin/budgets/:id/actuals',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(BudgetActualsDto) } } },
    async (request) => ok(await managerBudgetActuals(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/siteadmin/budgets/:id/budget.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await budgetDocument(app.db, currentUser(request), request.params.id)),
  );
};

export default routes;
