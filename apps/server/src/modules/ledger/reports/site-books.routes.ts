import { ExpensesPage, MonthlyReportDto, MonthlyReportQuery, SiteExpensesQuery, SiteReportParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { currentUser, requireAuth } from '../../../lib/guards.js';
import { residentMonthlyReport, residentSiteExpenses } from './reports.service.js';

/**
 * 'Sitemizin Hesapları' (PRODUCT.md §10): a site's books for anyone who lives in one of its units,
 * whatever their role. Only the site's totals and expense lines: never another unit's or person's
 * debt, name or payment.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/me/sites/:siteId/reports/monthly',
    {
      schema: {
        params: SiteReportParams,
        querystring: MonthlyReportQuery,
        response: { 200: envelope(MonthlyReportDto) },
      },
    },
    async (request) =>
      ok(await residentMonthlyReport(app.db, currentUser(request), request.params.siteId, request.query.month)),
  );

  app.get(
    '/api/me/sites/:siteId/expenses',
    { schema: { params: SiteReportParams, querystring: SiteExpensesQuery, response: { 200: envelope(ExpensesPage) } } },
    async (request) =>
      ok(await residentSiteExpenses(app.db, currentUser(request), request.params.siteId, request.query)),
  );
};

export default routes;
