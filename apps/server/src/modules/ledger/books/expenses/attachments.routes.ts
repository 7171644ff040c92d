import {
  EXPENSE_ATTACHMENT_MAX_BYTES,
  ExpenseAttachmentDto,
  ExpenseAttachmentParams,
  EXPENSES_TEXTS,
  IdParam,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { receiveUpload } from '../../../../lib/files/receive-upload.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { addAttachment, managerAttachment } from './attachments.service.js';

/**
 * An expense's invoices and receipts (PRODUCT.md §10): upload one file at a time, open it in the
 * browser. Only this plugin accepts multipart bodies; every other route still takes JSON only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/api/siteadmin/expenses/:id/attachments',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ExpenseAttachmentDto), 201: envelope(ExpenseAttachmentDto) },
      },
    },
    async (request, reply) => {
      const { attachment, created } = await addAttachment(
        app.db,
        app.fileStore,
        currentUser(request),
        request.params.id,
        (receiveDir) =>
          receiveUpload(
            request,
            EXPENSE_ATTACHMENT_MAX_BYTES,
            {
              notMultipart: EXPENSES_TEXTS.attachmentNotMultipart,
              fileMissing: EXPENSES_TEXTS.attachmentMissing,
              fileTooLarge: EXPENSES_TEXTS.attachmentTooLarge,
            },
            receiveDir,
          ),
      );
      const message = created ? EXPENSES_TEXTS.attachmentAdded : EXPENSES_TEXTS.attachmentAlreadyAdded;
      return reply.status(created ? 201 : 200).send(ok(attachment, message));
    },
  );

  app.get(
    '/api/siteadmin/expenses/:id/attachments/:attachmentId',
    { config: { access: 'siteAdmin' }, schema: { params: ExpenseAttachmentParams, response: { 200: FILE_ANSWER } } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      return sendStoredFile(
        reply,
        await managerAttachment(app.db, app.fileStore, currentUser(request), id, attachmentId),
      );
    },
  );
};

export default routes;
