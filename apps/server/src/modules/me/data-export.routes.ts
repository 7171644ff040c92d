import { DataExport, KVKK_MESSAGES } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { exportFileName, exportMyData } from './data-export.service.js';

/**
 * GET /api/me/data-export (PRODUCT.md §9, KVKK art. 11): any signed-in user downloads their own
 * data as a JSON file in the usual envelope. A link in the web app is enough to fetch it: the
 * session cookie goes along and Content-Disposition makes the browser save it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/data-export',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(DataExport) } } },
    async (request, reply) => {
      const now = new Date();
      const data = await exportMyData(app.db, currentUser(request), now);
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
      return ok(data, KVKK_MESSAGES.dataExportReady);
    },
  );
};

export default routes;
