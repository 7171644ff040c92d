import {
  MENU_MESSAGES,
  MenuCacheRefreshResponse,
  MenuHistoryDto,
  MenuIdParam,
  MenuInput,
  MenuItemDto,
  PageQuery,
  paged,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { changeMenu, createMenu, getAllMenus, getMenuHistory, refreshMenuCache, removeMenu } from './menus.service.js';

const HistoryEnvelope = envelope(paged(MenuHistoryDto));

/** Menu items, their history and the navigation cache: SystemAdmin only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/menus',
    { config: { access: 'system' }, schema: { response: { 200: envelope(z.array(MenuItemDto)) } } },
    async () => ok(await getAllMenus(app)),
  );

  app.post(
    '/api/system/menus',
    { config: { access: 'system' }, schema: { body: MenuInput, response: { 201: envelope(MenuItemDto) } } },
    async (request, reply) => {
      const created = await createMenu(app, currentUser(request), request.body);
      reply.status(201);
      return ok(created, MENU_MESSAGES.created);
    },
  );

  app.get(
    '/api/system/menus/history',
    { config: { access: 'system' }, schema: { querystring: PageQuery, response: { 200: HistoryEnvelope } } },
    async (request) => ok(await getMenuHistory(app, request.query)),
  );

  app.get(
    '/api/system/menus/:id/history',
    {
      config: { access: 'system' },
      schema: { params: MenuIdParam, querystring: PageQuery, response: { 200: HistoryEnvelope } },
    },
    async (request) => ok(await getMenuHistory(app, { ...request.query, menuId: request.params.id })),
  );

  app.post(
    '/api/system/menus/cache/refresh',
    { config: { access: 'system' }, schema: { response: { 200: envelope(MenuCacheRefreshResponse) } } },
    async () => ok(await refreshMenuCache(app), MENU_MESSAGES.cacheRefreshed),
  );

  app.put(
    '/api/system/menus/:id',
    {
      config: { access: 'system' },
      schema: { params: MenuIdParam, body: MenuInput, response: { 200: envelope(MenuItemDto) } },
    },
    async (request) =>
      ok(await changeMenu(app, currentUser(request), request.params.id, request.body), MENU_MESSAGES.updated),
  );

  app.delete(
    '/api/system/menus/:id',
    { config: { access: 'system' }, schema: { params: MenuIdParam, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await removeMenu(app, currentUser(request), request.params.id);
      return ok(null, MENU_MESSAGES.deleted);
    },
  );
};

export default routes;
