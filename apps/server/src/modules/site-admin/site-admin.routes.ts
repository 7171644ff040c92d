import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import residentRoutes from './residents.routes.js';
import siteImportRoutes from './site-import/site-import.routes.js';
import unitRoutes from './units.routes.js';

/**
 * Routes of the site-admin area, units and residents (the money is modules/ledger/): Admins for
 * the sites they administer, SystemAdmins for any. The role is checked on request, before any
 * body validation; each service checks the site.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unitRoutes);
  await app.register(residentRoutes);
  await app.register(siteImportRoutes);
};

export default routes;
