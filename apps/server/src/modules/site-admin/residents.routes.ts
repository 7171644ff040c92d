import { AssignResidentBody, AssignResidentResult, SITE_ADMIN_TEXTS, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { assignResident, removeResident } from './residents.service.js';

/** Who lives in a unit. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/siteadmin/units/:unitId/resident',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: AssignResidentBody, response: { 200: envelope(AssignResidentResult) } },
    },
    async (request) => {
      const result = await assignResident(app.db, currentUser(request), request.params.unitId, request.body);
      return ok(
        result,
        result.linkedExisting ? SITE_ADMIN_TEXTS.residentLinkedExisting : SITE_ADMIN_TEXTS.residentAssigned,
      );
    },
  );

  app.delete(
    '/api/siteadmin/units/:unitId/resident',
    { config: { access: 'siteAdmin' }, schema: { params: UnitIdParam, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await removeResident(app.db, currentUser(request), request.params.unitId);
      return ok(null, SITE_ADMIN_TEXTS.residentRemoved);
    },
  );
};

export default routes;
