import { SiteLedgerQuery, SiteReportParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { siteLedgerFile } from './site-ledger.service.js';

/** The site's ledger for a range of days as an .xlsx download (PRODUCT.md §11), for its managers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/sites/:siteId/ledger.xlsx',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteReportParams, querystring: SiteLedgerQuery, response: { 200: FILE_ANSWER } },
    },
    async (request, reply) =>
      sendStoredFile(reply, await siteLedgerFile(app.db, currentUser(request), request.params.siteId, request.query), {
        download: true,
      }),
  );
};

export default routes;
