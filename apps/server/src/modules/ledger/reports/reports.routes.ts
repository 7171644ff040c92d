import { MonthlyReportDto, MonthlyReportQuery, SiteReportParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { currentUser, requireRole } from '../../../lib/guards.js';
import { managerMonthlyReport } from './reports.service.js';

/** The site's monthly report for its managers (PRODUCT.md §10); residents read it under /api/me. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('Admin', 'SystemAdmin'));

  app.get(
    '/api/siteadmin/sites/:siteId/reports/monthly',
    {
      schema: {
        params: SiteReportParams,
        querystring: MonthlyReportQuery,
        response: { 200: envelope(MonthlyReportDto) },
      },
    },
    async (request) =>
      ok(await managerMonthlyReport(app.db, currentUser(request), request.params.siteId, request.query.month)),
  );
};

export default routes;
