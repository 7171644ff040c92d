import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind, cache: app.cache.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind, cache: app.cache.kind });
    }
  });
};

export default healthRoutes;
