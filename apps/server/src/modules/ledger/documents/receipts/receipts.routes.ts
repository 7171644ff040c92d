import { IdParam, ReceiptVerification, ReceiptVerifyQuery } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../../lib/files/file-answer.js';
import { sendStoredFile } from '../../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../../lib/guards.js';
import { managerReceipt, ownReceipt, verifyReceipt } from './receipts.service.js';

/**
 * Tahsilat makbuzu PDFs (PRODUCT.md §11): managers for every payment of their sites, residents
 * for the payments of their own units. Opened in the browser, under an ASCII file name.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/payments/:id/receipt.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await managerReceipt(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/me/payments/:id/receipt.pdf',
    { config: { access: 'ownUnit' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) => sendStoredFile(reply, await ownReceipt(app.db, currentUser(request), request.params.id)),
  );

  // Public on purpose: whoever holds a receipt (a buyer, a lawyer, a court) can check it without
  // an account. The 40-bit code makes guessing hopeless; the answer names no person.
  app.get(
    '/api/receipts/verify',
    {
      config: { access: 'public' },
      schema: { querystring: ReceiptVerifyQuery, response: { 200: envelope(ReceiptVerification) } },
    },
    async (request) => ok(await verifyReceipt(app.db, request.query)),
  );
};

export default routes;
