import {
  ExpensesPage,
  MONTHLY_REPORT_PDF_TEXTS,
  MonthlyReportDto,
  MonthlyReportQuery,
  SiteExpenseAttachmentParams,
  SiteExpensesQuery,
  SiteReportParams,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { residentAttachment } from '../expenses/attachments.service.js';
import { monthlyReportPdf } from './monthly-report-pdf.js';
import { residentMonthlyReport, residentSiteExpenses } from './reports.service.js';

/**
 * 'Sitemizin Hesapları' (PRODUCT.md §10): a site's books for anyone who lives in one of its units,
 * whatever their role. Only the site's totals, expense lines and their invoices: never another
 * unit's or person's debt, name or payment.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/sites/:siteId/reports/monthly',
    {
      config: { access: 'ownUnit' },
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
    '/api/me/sites/:siteId/reports/monthly.pdf',
    {
      config: { access: 'ownUnit' },
      schema: { params: SiteReportParams, querystring: MonthlyReportQuery, response: { 200: FILE_ANSWER } },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const report = await residentMonthlyReport(app.db, currentUser(request), siteId, request.query.month);
      return sendStoredFile(reply, {
        fileName: MONTHLY_REPORT_PDF_TEXTS.fileName(siteId, report.month),
        contentType: 'application/pdf',
        data: await monthlyReportPdf(report),
      });
    },
  );

  app.get(
    '/api/me/sites/:siteId/expenses',
    {
      config: { access: 'ownUnit' },
      schema: { params: SiteReportParams, querystring: SiteExpensesQuery, response: { 200: envelope(ExpensesPage) } },
    },
    async (request) =>
      ok(await residentSiteExpenses(app.db, currentUser(request), request.params.siteId, request.query)),
  );

  app.get(
    '/api/me/sites/:siteId/expenses/:id/attachments/:attachmentId',
    { config: { access: 'ownUnit' }, schema: { params: SiteExpenseAttachmentParams, response: { 200: FILE_ANSWER } } },
    async (request, reply) => {
      const { siteId, id, attachmentId } = request.params;
      return sendStoredFile(
        reply,
        await residentAttachment(app.db, app.fileStore, currentUser(request), siteId, id, attachmentId),
      );
    },
  );
};

export default routes;
