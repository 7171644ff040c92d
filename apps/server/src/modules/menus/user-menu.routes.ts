import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_GROUPS } from '@aidat/shared';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { activeMenus, menuVisibleTo } from './menu-reader.js';

const MenuItemDto = z.object({
  id: z.number(),
  label: z.string(),
  path: z.string(),
  roles: z.string(),
  displayOrder: z.number(),
  isActive: z.boolean(),
  icon: z.string().nullable(),
  group: z.enum(MENU_GROUPS).nullable(),
});

/** GET /api/menu: the active items the caller's role may see, by display order. */
const userMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menu',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(z.array(MenuItemDto)) } } },
    async (request) => {
      const user = currentUser(request);
      const items = await activeMenus(app.db, app.cache);
      return ok(items.filter((item) => menuVisibleTo(item, user.role)));
    },
  );
};

export default userMenuRoutes;
