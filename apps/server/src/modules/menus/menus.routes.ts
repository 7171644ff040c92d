import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the menus area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
