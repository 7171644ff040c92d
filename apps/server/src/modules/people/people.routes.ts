import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import blockedPhonesRoutes from './blocked-phones.routes.js';
import userHistoryRoutes from './user-history.routes.js';
import usersRoutes from './users.routes.js';

/** Routes of the people area: blocked phones, block and login history, user management. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blockedPhonesRoutes);
  await app.register(userHistoryRoutes);
  await app.register(usersRoutes);
};

export default routes;
