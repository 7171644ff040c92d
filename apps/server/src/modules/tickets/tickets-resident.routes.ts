import {
  CreateMyTicketBody,
  IdParam,
  SiteIdParam,
  TICKET_TEXTS,
  TicketDto,
  TicketNoticeDto,
  TicketRatingBody,
  TicketStatsDto,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { myTicketNotices, readMyTicketNotice } from './ticket-notices.service.js';
import { myTicket, myTickets, openMyTicket, rateMyTicket, siteTicketStats } from './tickets.service.js';

/**
 * A person's own tickets (PRODUCT.md §17), for units they live in, own or rent: any signed-in
 * user; the service decides what is theirs (a unit or ticket that is not is the same 404).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/tickets',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(z.array(TicketDto)) } } },
    async (request) => ok(await myTickets(app.db, currentUser(request))),
  );

  app.post(
    '/api/me/tickets',
    { config: { access: 'ownUnit' }, schema: { body: CreateMyTicketBody, response: { 201: envelope(TicketDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => openMyTicket(tx, currentUser(request), request.body)),
          TICKET_TEXTS.created,
        ),
      })),
  );

  app.get(
    '/api/me/tickets/:id',
    { config: { access: 'ownUnit' }, schema: { params: IdParam, response: { 200: envelope(TicketDto) } } },
    async (request) => ok(await myTicket(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    '/api/me/tickets/:id/rating',
    {
      config: { access: 'ownUnit' },
      schema: { params: IdParam, body: TicketRatingBody, response: { 200: envelope(TicketDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => rateMyTicket(tx, currentUser(request), request.params.id, request.body)),
          TICKET_TEXTS.rated,
        ),
      })),
  );

  app.get(
    '/api/me/ticket-notices',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(z.array(TicketNoticeDto)) } } },
    async (request) => ok(await myTicketNotices(app.db, currentUser(request))),
  );

  app.post(
    '/api/me/ticket-notices/:id/read',
    {
      config: { access: 'ownUnit' },
      schema: { params: IdParam, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    },
    async (request) =>
      ok(await readMyTicketNotice(app.db, currentUser(request), request.params.id), TICKET_TEXTS.noticeRead),
  );

  app.get(
    '/api/me/sites/:siteId/tickets/stats',
    { config: { access: 'ownUnit' }, schema: { params: SiteIdParam, response: { 200: envelope(TicketStatsDto) } } },
    async (request) => ok(await siteTicketStats(app.db, currentUser(request), request.params.siteId, 'resident')),
  );
};

export default routes;
