import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the me area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
