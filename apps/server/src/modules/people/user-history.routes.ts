import { BlockHistoryEntryDto, LoginHistoryEntryDto, LoginHistoryQuery, UserIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { blockHistoryOf, loginHistoryOf } from './history.service.js';

const BlockHistoryEnvelope = envelope(z.array(BlockHistoryEntryDto));

/** Block history (Admin of the user's site, SystemAdmin) and login history (SystemAdmin). */
const userHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, access] of [
    ['/api/siteadmin/user-history/:userId', 'siteAdmin'],
    ['/api/system/user-history/:userId', 'system'],
  ] as const) {
    app.get(
      url,
      { config: { access }, schema: { params: UserIdParam, response: { 200: BlockHistoryEnvelope } } },
      async (request) => ok(await blockHistoryOf(app.db, currentUser(request), request.params.userId)),
    );
  }

  app.get(
    '/api/system/user-login-history/:userId',
    {
      config: { access: 'system' },
      schema: {
        params: UserIdParam,
        querystring: LoginHistoryQuery,
        response: { 200: envelope(z.array(LoginHistoryEntryDto)) },
      },
    },
    async (request) => ok(await loginHistoryOf(app.db, currentUser(request), request.params.userId, request.query)),
  );
};

export default userHistoryRoutes;
