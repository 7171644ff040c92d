import { StatementQuery, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { managerStatement, ownStatement } from './statements.service.js';

/** A unit's hesap ekstresi as a PDF (PRODUCT.md §11): for its site's managers and for its resident. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: UnitIdParam, querystring: StatementQuery, response: { 200: FILE_ANSWER } };

  app.get(
    '/api/siteadmin/units/:unitId/statement.pdf',
    { config: { access: 'siteAdmin' }, schema },
    async (request, reply) =>
      sendStoredFile(reply, await managerStatement(app.db, currentUser(request), request.params.unitId, request.query)),
  );

  app.get('/api/me/units/:unitId/statement.pdf', { config: { access: 'ownUnit' }, schema }, async (request, reply) =>
    sendStoredFile(reply, await ownStatement(app.db, currentUser(request), request.params.unitId, request.query)),
  );
};

export default routes;
