import { DEBTOR_TEXTS, DebtorList, DebtorsQuery, istanbulDay, SiteReportParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { debtorsCsv, debtorsXlsx } from './debtor-files.js';
import { siteNameOf } from './debtors.repository.js';
import { debtorList } from './debtors.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Today in Istanbul, "YYYY-MM-DD", for the downloaded file's name. */
const today = () => istanbulDay(new Date());

/** The borçlu listesi of a site (PRODUCT.md §11): for the screen, and as .xlsx and .csv downloads. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: SiteReportParams, querystring: DebtorsQuery };

  app.get(
    '/api/siteadmin/sites/:siteId/debtors',
    { config: { access: 'siteAdmin' }, schema: { ...schema, response: { 200: envelope(DebtorList) } } },
    async (request) => ok(await debtorList(app.db, currentUser(request), request.params.siteId, request.query)),
  );

  for (const extension of ['xlsx', 'csv'] as const) {
    app.get(
      `/api/siteadmin/sites/:siteId/debtors.${extension}`,
      { config: { access: 'siteAdmin' }, schema: { ...schema, response: { 200: FILE_ANSWER } } },
      async (request, reply) => {
        const { siteId } = request.params;
        const now = new Date();
        const list = await debtorList(app.db, currentUser(request), siteId, request.query, now);
        const data =
          extension === 'xlsx'
            ? await debtorsXlsx(list, { name: await siteNameOf(app.db, siteId) }, now)
            : debtorsCsv(list);
        const contentType = extension === 'xlsx' ? XLSX : 'text/csv; charset=utf-8';
        const fileName = DEBTOR_TEXTS.fileName(siteId, today(), extension);
        return sendStoredFile(reply, { fileName, contentType, data }, { download: true });
      },
    );
  }
};

export default routes;
