import {
  ConfirmStatementBody,
  IdParam,
  STATEMENT_FILE_MAX_BYTES,
  STATEMENT_IMPORT_TEXTS as T,
  StatementConfirmDto,
  StatementImportDto,
  StatementImportQuery,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { readUpload } from '../../../../lib/files/read-upload.js';
import { currentUser } from '../../../../lib/guards.js';
import { idempotentWrite } from '../../../../lib/idempotency/idempotency.js';
import { confirmStatement } from './statement-confirm.service.js';
import { readStatementImport } from './statement-read.service.js';
import { uploadStatement } from './statement-upload.service.js';

/**
 * Bank statements in (PRODUCT.md §14): upload a bank account's statement to get its rows with a
 * unit proposed for each, then confirm what to post. Admins for the sites they administer,
 * SystemAdmins for any. Only this plugin (and the expenses' attachments) accepts multipart bodies.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/api/siteadmin/accounts/:id/statement-imports',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: IdParam,
        querystring: StatementImportQuery,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(StatementImportDto) },
      },
    },
    async (request, reply) => {
      const result = await uploadStatement(app.db, currentUser(request), request.params.id, request.query, () =>
        readUpload(request, STATEMENT_FILE_MAX_BYTES, T),
      );
      return reply.status(201).send(ok(result, T.imported(result.rows.length)));
    },
  );

  // The review screen reloads an import by this: its rows, proposals and what became of each.
  app.get(
    '/api/siteadmin/statement-imports/:id',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(StatementImportDto) } } },
    async (request) => ok(await readStatementImport(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    '/api/siteadmin/statement-imports/:id/confirm',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ConfirmStatementBody, response: { 201: envelope(StatementConfirmDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const result = await confirmStatement(db, currentUser(request), request.params.id, request.body);
        return { status: 201, body: ok(result, T.confirmed(result.payments.length, result.expenses.length)) };
      }),
  );
};

export default routes;
