import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the configurations area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
