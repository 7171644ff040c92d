import {
  AppError,
  EXPENSE_ATTACHMENT_MAX_BYTES,
  ExpenseAttachmentDto,
  ExpenseAttachmentParams,
  EXPENSES_TEXTS,
  IdParam,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../lib/files/send-stored-file.js';
import { currentUser, requireRole } from '../../../lib/guards.js';
import { addAttachment, managerAttachment, type Upload } from './attachments.service.js';

/**
 * Reads the one file of a multipart/form-data upload, from its `file` field. Anything else a client
 * can send (another content type, no file, a broken body, too many parts, a file over 10 MB) is a
 * 4xx naming the field; the multipart parser's own errors never reach the client as a 500.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', EXPENSES_TEXTS.attachmentNotMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: EXPENSE_ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (part?.fieldname !== 'file') throw new AppError('ValidationError', EXPENSES_TEXTS.attachmentMissing);
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PayloadTooLarge', EXPENSES_TEXTS.attachmentTooLarge);
    throw new AppError('ValidationError', EXPENSES_TEXTS.attachmentMissing);
  }
}

/**
 * An expense's invoices and receipts (PRODUCT.md §10): upload one file at a time, open it in the
 * browser. Only this plugin accepts multipart bodies; every other route still takes JSON only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.addHook('onRequest', requireRole('Admin', 'SystemAdmin'));

  app.post(
    '/api/siteadmin/expenses/:id/attachments',
    {
      schema: {
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ExpenseAttachmentDto), 201: envelope(ExpenseAttachmentDto) },
      },
    },
    async (request, reply) => {
      const { attachment, created } = await addAttachment(app.db, currentUser(request), request.params.id, () =>
        readUpload(request),
      );
      const message = created ? EXPENSES_TEXTS.attachmentAdded : EXPENSES_TEXTS.attachmentAlreadyAdded;
      return reply.status(created ? 201 : 200).send(ok(attachment, message));
    },
  );

  app.get(
    '/api/siteadmin/expenses/:id/attachments/:attachmentId',
    { schema: { params: ExpenseAttachmentParams, response: { 200: FILE_ANSWER } } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      return sendStoredFile(reply, await managerAttachment(app.db, currentUser(request), id, attachmentId));
    },
  );
};

export default routes;
