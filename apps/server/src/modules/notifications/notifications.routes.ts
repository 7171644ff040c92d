import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the notifications area. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
