import { HandoverIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { archiveSealerOf } from './archive-sealer.js';
import { tutanakFile } from './handover-files.service.js';

/**
 * A handover's tutanak for its own outgoing and incoming managers (PRODUCT.md §19), whatever their
 * role today: the outgoing ones keep it as proof of what they handed over. Anyone else: 404.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const sealer = archiveSealerOf(app);
  app.get(
    '/api/me/handovers/:id/tutanak.pdf',
    { config: { access: 'ownUnit' }, schema: { params: HandoverIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await tutanakFile(app.db, currentUser(request), request.params.id, 'own', sealer)),
  );
};

export default routes;
