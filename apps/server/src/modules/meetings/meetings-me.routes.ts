import { IdParam, MeetingDto, OwnerMeetingsParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { ownerMeetings, ownerMinutes } from './owner-meetings.service.js';

/**
 * The kurul for the site's owners (PRODUCT.md §18): any signed-in user; the service checks ownership
 * (a stranger to the site gets the same 404 as for an unknown one).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/sites/:siteId/meetings',
    {
      config: { access: 'ownUnit' },
      schema: { params: OwnerMeetingsParams, response: { 200: envelope(z.array(MeetingDto)) } },
    },
    async (request) => ok(await ownerMeetings(app.db, currentUser(request), request.params.siteId)),
  );

  app.get(
    '/api/me/meetings/:id/minutes.pdf',
    { config: { access: 'ownUnit' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await ownerMinutes(app.db, currentUser(request), request.params.id)),
  );
};

export default routes;
