import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the site-admin area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
