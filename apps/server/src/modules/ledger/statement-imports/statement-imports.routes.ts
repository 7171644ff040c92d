import {
  AppError,
  ConfirmStatementBody,
  IdParam,
  STATEMENT_FILE_MAX_BYTES,
  STATEMENT_IMPORT_TEXTS as T,
  StatementConfirmDto,
  StatementImportDto,
  StatementImportQuery,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { currentUser, requireRole } from '../../../lib/guards.js';
import { idempotentWrite } from '../../../lib/idempotency/idempotency.js';
import { confirmStatement } from './statement-confirm.service.js';
import { readStatementImport } from './statement-read.service.js';
import { type StatementUpload, uploadStatement } from './statement-upload.service.js';

/**
 * Reads the statement of a multipart/form-data upload, from its `file` field. Anything else a
 * client can send (another content type, no file, a broken body, a file over 10 MB) is a 4xx
 * naming the field; the multipart parser's own errors never reach the client as a 500.
 */
async function readUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', T.notMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: STATEMENT_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (part?.fieldname !== 'file') throw new AppError('ValidationError', T.fileMissing);
    const data = await part.toBuffer();
    return { fileName: part.filename, data };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PayloadTooLarge', T.fileTooLarge);
    throw new AppError('ValidationError', T.fileMissing);
  }
}

/**
 * Bank statements in (PRODUCT.md §14): upload a bank account's statement to get its rows with a
 * unit proposed for each, then confirm what to post. Admins for the sites they administer,
 * SystemAdmins for any. Only this plugin (and the expenses' attachments) accepts multipart bodies.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', requireRole('Admin', 'SystemAdmin'));

  app.post(
    '/api/siteadmin/accounts/:id/statement-imports',
    {
      schema: {
        params: IdParam,
        querystring: StatementImportQuery,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(StatementImportDto) },
      },
    },
    async (request, reply) => {
      const result = await uploadStatement(app.db, currentUser(request), request.params.id, request.query, () =>
        readUpload(request),
      );
      return reply.status(201).send(ok(result, T.imported(result.rows.length)));
    },
  );

  // The review screen reloads an import by this: its rows, proposals and what became of each.
  app.get(
    '/api/siteadmin/statement-imports/:id',
    { schema: { params: IdParam, response: { 200: envelope(StatementImportDto) } } },
    async (request) => ok(await readStatementImport(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    '/api/siteadmin/statement-imports/:id/confirm',
    { schema: { params: IdParam, body: ConfirmStatementBody, response: { 201: envelope(StatementConfirmDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const result = await confirmStatement(db, currentUser(request), request.params.id, request.body);
        return { status: 201, body: ok(result, T.confirmed(result.payments.length, result.expenses.length)) };
      }),
  );
};

export default routes;
