import {
  CreateTicketBody,
  IdParam,
  SiteIdParam,
  TICKET_TEXTS,
  TicketDto,
  TicketListQuery,
  TicketPage,
  TicketStatsDto,
  UpdateTicketBody,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { campaignSenderOf } from '../sms-campaigns/public.js';
import { statusSmsSetting } from './status-sms.js';
import { managerTicket, openTicket, siteTicketPage, siteTicketStats, updateTicket } from './tickets.service.js';

/** The managers' tickets (PRODUCT.md §17): their sites' tickets, opened on someone's behalf and worked. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/tickets',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: TicketListQuery, response: { 200: envelope(TicketPage) } },
    },
    async (request) => ok(await siteTicketPage(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/api/siteadmin/tickets',
    { config: { access: 'siteAdmin' }, schema: { body: CreateTicketBody, response: { 201: envelope(TicketDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => openTicket(tx, currentUser(request), request.body)),
          TICKET_TEXTS.created,
        ),
      })),
  );

  app.get(
    '/api/siteadmin/tickets/:id',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(TicketDto) } } },
    async (request) => ok(await managerTicket(app.db, currentUser(request), request.params.id)),
  );

  app.patch(
    '/api/siteadmin/tickets/:id',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: UpdateTicketBody, response: { 200: envelope(TicketDto) } },
    },
    async (request, reply) => {
      const sms = await statusSmsSetting(app.settings);
      const answer = await idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => updateTicket(tx, currentUser(request), request.params.id, request.body, sms)),
          TICKET_TEXTS.updated,
        ),
      }));
      // A status change may have queued the opener's SMS: the sender takes it now, not at the next tick.
      if (sms) campaignSenderOf(app).kick();
      return answer;
    },
  );

  app.get(
    '/api/siteadmin/sites/:siteId/tickets/stats',
    { config: { access: 'siteAdmin' }, schema: { params: SiteIdParam, response: { 200: envelope(TicketStatsDto) } } },
    async (request) => ok(await siteTicketStats(app.db, currentUser(request), request.params.siteId, 'manager')),
  );
};

export default routes;
