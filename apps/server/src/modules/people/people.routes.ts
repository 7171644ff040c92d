import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the people area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
