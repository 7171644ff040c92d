import { BlockedPhoneDto, PersonIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { BLOCKED_MESSAGE, UNBLOCKED_MESSAGE, blockPhone, blockedPhones, unblockPhone } from './block.service.js';

const BlockedPhonesEnvelope = envelope(z.array(BlockedPhoneDto));

/** Blocked phones of the Admin's sites (or all), and block/unblock by hand. */
const blockedPhonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/blocked-phones',
    { config: { access: 'siteAdminList' }, schema: { response: { 200: BlockedPhonesEnvelope } } },
    async (request) => ok(await blockedPhones(app.db, currentUser(request))),
  );

  app.get(
    '/api/system/blocked-phones',
    { config: { access: 'system' }, schema: { response: { 200: BlockedPhonesEnvelope } } },
    async (request) => ok(await blockedPhones(app.db, currentUser(request))),
  );

  for (const [url, access] of [
    ['/api/siteadmin/unblock-phone/:id', 'siteAdmin'],
    ['/api/system/unblock-phone/:id', 'system'],
  ] as const) {
    app.post(
      url,
      { config: { access }, schema: { params: PersonIdParam, response: { 200: EmptyEnvelope } } },
      async (request) => {
        await unblockPhone(app.db, currentUser(request), request.params.id);
        return ok(null, UNBLOCKED_MESSAGE);
      },
    );
  }

  app.post(
    '/api/system/block-phone/:id',
    {
      // The answer waits until every instance refuses the user's sessions (plugins/answer-cache.ts).
      config: { access: 'system', endsSessions: true },
      schema: { params: PersonIdParam, response: { 200: EmptyEnvelope } },
    },
    async (request) => {
      await blockPhone(app.db, currentUser(request), request.params.id);
      return ok(null, BLOCKED_MESSAGE);
    },
  );
};

export default blockedPhonesRoutes;
