import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_TEXTS,
  TicketAttachmentDto,
  TicketAttachmentParams,
  IdParam,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { receiveUpload } from '../../lib/files/receive-upload.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { addTicketAttachment, ticketAttachment } from './ticket-files.service.js';

const UPLOAD_TEXTS = {
  notMultipart: TICKET_TEXTS.attachmentNotMultipart,
  fileMissing: TICKET_TEXTS.attachmentMissing,
  fileTooLarge: TICKET_TEXTS.attachmentTooLarge,
};

/**
 * A ticket's photos and PDFs (PRODUCT.md §17), one file per request: the opener's door under
 * /api/me (their own tickets only) and the managers' under /api/siteadmin. Only this plugin of the
 * area accepts multipart bodies.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  const doors = [
    { prefix: '/api/me/tickets', as: 'opener', access: 'ownUnit' },
    { prefix: '/api/siteadmin/tickets', as: 'manager', access: 'siteAdmin' },
  ] as const;

  for (const { prefix, as, access } of doors) {
    app.post(
      `${prefix}/:id/attachments`,
      {
        config: { access },
        schema: {
          params: IdParam,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(TicketAttachmentDto), 201: envelope(TicketAttachmentDto) },
        },
      },
      async (request, reply) => {
        const { attachment, created } = await addTicketAttachment(
          app.db,
          app.fileStore,
          currentUser(request),
          request.params.id,
          as,
          (receiveDir) => receiveUpload(request, TICKET_ATTACHMENT_MAX_BYTES, UPLOAD_TEXTS, receiveDir),
        );
        const message = created ? TICKET_TEXTS.attachmentAdded : TICKET_TEXTS.attachmentAlreadyAdded;
        return reply.status(created ? 201 : 200).send(ok(attachment, message));
      },
    );

    app.get(
      `${prefix}/:id/attachments/:attachmentId`,
      { config: { access }, schema: { params: TicketAttachmentParams, response: { 200: FILE_ANSWER } } },
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        return sendStoredFile(
          reply,
          await ticketAttachment(app.db, app.fileStore, currentUser(request), id, attachmentId, as),
        );
      },
    );
  }
};

export default routes;
