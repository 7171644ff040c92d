import { MONTHLY_REPORT_PDF_TEXTS, MonthlyReportDto, MonthlyReportQuery, SiteReportParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { monthlyReportPdf } from './monthly-report-pdf.js';
import { managerMonthlyReport } from './reports.service.js';

/** The site's monthly report for its managers (PRODUCT.md §10); residents read it under /api/me. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/sites/:siteId/reports/monthly',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: SiteReportParams,
        querystring: MonthlyReportQuery,
        response: { 200: envelope(MonthlyReportDto) },
      },
    },
    async (request) =>
      ok(await managerMonthlyReport(app.db, currentUser(request), request.params.siteId, request.query.month)),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/reports/monthly.pdf',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteReportParams, querystring: MonthlyReportQuery, response: { 200: FILE_ANSWER } },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const report = await managerMonthlyReport(app.db, currentUser(request), siteId, request.query.month);
      return sendStoredFile(reply, {
        fileName: MONTHLY_REPORT_PDF_TEXTS.fileName(siteId, report.month),
        contentType: 'application/pdf',
        data: await monthlyReportPdf(report),
      });
    },
  );
};

export default routes;
