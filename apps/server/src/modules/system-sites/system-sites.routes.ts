import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the system-sites area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
