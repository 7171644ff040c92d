import {
  AssignAdminRequest,
  AssignAdminResponse,
  CreateSiteRequest,
  SiteDto,
  SiteIdParam,
  SYSTEM_MESSAGES,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { assignSiteAdmin } from './assign-admin.service.js';
import { createSite, getSites } from './sites.service.js';

/** Sites and their administrators: SystemAdmin only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous or wrong-role caller hears 401/403 before any body validation.

  app.get(
    '/api/system/sites',
    { config: { access: 'system' }, schema: { response: { 200: envelope(z.array(SiteDto)) } } },
    async () => ok(await getSites(app.db)),
  );

  app.post(
    '/api/system/sites',
    { config: { access: 'system' }, schema: { body: CreateSiteRequest, response: { 201: envelope(SiteDto) } } },
    async (request, reply) => {
      reply.status(201);
      return ok(await createSite(app.db, request.body), SYSTEM_MESSAGES.siteCreated);
    },
  );

  app.post(
    '/api/system/sites/:siteId/admins',
    {
      config: { access: 'system' },
      schema: { params: SiteIdParam, body: AssignAdminRequest, response: { 200: envelope(AssignAdminResponse) } },
    },
    async (request) => {
      const result = await assignSiteAdmin(app.db, request.params.siteId, request.body);
      return ok(result, result.created ? SYSTEM_MESSAGES.adminAssigned : SYSTEM_MESSAGES.existingUserMadeAdmin);
    },
  );
};

export default routes;
