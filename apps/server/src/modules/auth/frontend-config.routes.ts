import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';

/** Public: the configuration the web app needs before sign-in (code length and lifetime). */
const frontendConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/frontend-config',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(z.array(z.object({ key: z.string(), value: z.string() }))) } },
    },
    async () => ok(await app.settings.frontendVisible()),
  );
};

export default frontendConfigRoutes;
