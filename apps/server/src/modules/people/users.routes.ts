import { UserDto, UserListQuery } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { usersList } from './users.service.js';

/** GET /api/system/users: every user (or one page of them); the total is in X-Total-Count. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/users',
    {
      config: { access: 'system' },
      schema: { querystring: UserListQuery, response: { 200: envelope(z.array(UserDto)) } },
    },
    async (request, reply) => {
      const { users, totalCount } = await usersList(app.db, request.query);
      reply.header('X-Total-Count', String(totalCount));
      return ok(users);
    },
  );
};

export default usersRoutes;
