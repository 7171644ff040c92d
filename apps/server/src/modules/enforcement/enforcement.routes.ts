import {
  ENFORCEMENT_TEXTS,
  EndEnforcementBody,
  EnforcementDto,
  EnforcementFileQuery,
  StartEnforcementBody,
  UnitIdParam,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { enforcementFile } from './enforcement-file.service.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { endEnforcement, startEnforcement, unitEnforcement } from './enforcement.service.js';

/** A unit's icra takibi and its file for the lawyer (PRODUCT.md §21): the site's managers and SystemAdmins only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/units/:unitId/enforcement',
    { config: { access: 'siteAdmin' }, schema: { params: UnitIdParam, response: { 200: envelope(EnforcementDto) } } },
    async (request) => ok(await unitEnforcement(app.db, currentUser(request), request.params.unitId)),
  );

  app.post(
    '/api/siteadmin/units/:unitId/enforcement',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: StartEnforcementBody, response: { 201: envelope(EnforcementDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => startEnforcement(tx, currentUser(request), request.params.unitId, request.body)),
          ENFORCEMENT_TEXTS.started,
        ),
      })),
  );

  app.get(
    '/api/siteadmin/units/:unitId/enforcement-file.pdf',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, querystring: EnforcementFileQuery, response: { 200: FILE_ANSWER } },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await enforcementFile(app.db, currentUser(request), request.params.unitId, request.query.asOf),
      ),
  );

  app.post(
    '/api/siteadmin/units/:unitId/enforcement/end',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: EndEnforcementBody, response: { 200: envelope(EnforcementDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => endEnforcement(tx, currentUser(request), request.params.unitId, request.body)),
          ENFORCEMENT_TEXTS.ended,
        ),
      })),
  );
};

export default routes;
