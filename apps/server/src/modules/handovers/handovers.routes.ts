import { HANDOVER_TEXTS, HandoverBody, HandoverDto, HandoverIdParam, SiteIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { archiveSealerOf, stopArchiveSealer } from './archive-sealer.js';
import { handoverArchiveFile, siteArchiveFile, tutanakFile } from './handover-files.service.js';
import { createHandover, listHandovers } from './handovers.service.js';

/** The yearly handover (PRODUCT.md §19): done and read by the site's managers and SystemAdmins. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const sealer = archiveSealerOf(app);
  app.addHook('onClose', async () => stopArchiveSealer(app));

  app.post(
    '/api/siteadmin/sites/:siteId/handover',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, body: HandoverBody, response: { 201: envelope(HandoverDto) } },
    },
    async (request, reply) => {
      const answer = await idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await createHandover(db, currentUser(request), request.params.siteId, request.body),
          HANDOVER_TEXTS.done,
        ),
      }));
      // Committed: its archive is sealed now, apart from the request (archive-sealer.ts).
      sealer.kick();
      return answer;
    },
  );

  app.get(
    '/api/siteadmin/sites/:siteId/handovers',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, response: { 200: envelope(z.array(HandoverDto)) } },
    },
    async (request) => ok(await listHandovers(app.db, currentUser(request), request.params.siteId)),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/archive.zip',
    { config: { access: 'siteAdmin' }, schema: { params: SiteIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await siteArchiveFile(app.db, app.fileStore, currentUser(request), request.params.siteId), {
        download: true,
      }),
  );

  app.get(
    '/api/siteadmin/handovers/:id/archive.zip',
    { config: { access: 'siteAdmin' }, schema: { params: HandoverIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await handoverArchiveFile(app.db, app.fileStore, currentUser(request), request.params.id), {
        download: true,
      }),
  );

  app.get(
    '/api/siteadmin/handovers/:id/tutanak.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: HandoverIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await tutanakFile(app.db, currentUser(request), request.params.id, 'managers', sealer)),
  );
};

export default routes;
