import {
  AppError,
  type HistoryPage,
  MENU_MESSAGES,
  type MenuHistoryDto,
  type MenuInput,
  type MenuItemDto,
  totalPagesFor,
} from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../lib/sessions.js';
import { MENU_CACHE_KEY } from '../../lib/cache/cache-keys.js';
import { activeMenus, type MenuItem } from './menu-reader.js';
import { insertMenuHistory, pageMenuHistory } from './menu-history.repository.js';
import { deleteMenu, findMenuForUpdate, insertMenu, listMenus, updateMenu } from './menus.repository.js';

type Action = MenuHistoryDto['action'];

function historyOf(
  action: Action,
  actor: SessionUser,
  menuId: number,
  before: MenuItem | null,
  after: MenuItem | null,
) {
  return {
    menuId,
    action,
    oldLabel: before?.label ?? null,
    newLabel: after?.label ?? null,
    oldPath: before?.path ?? null,
    newPath: after?.path ?? null,
    oldRoles: before?.roles ?? null,
    newRoles: after?.roles ?? null,
    changedBy: actor.fullName,
  };
}

/** Every instance drops its copy (Redis publishes the delete); the next GET /api/menu reloads. */
async function invalidateMenuCache(app: FastifyInstance): Promise<void> {
  await app.cache.del(MENU_CACHE_KEY);
}

export async function getAllMenus(app: FastifyInstance): Promise<MenuItemDto[]> {
  return listMenus(app.db);
}

export async function createMenu(app: FastifyInstance, actor: SessionUser, input: MenuInput): Promise<MenuItemDto> {
  const created = await app.db.transaction(async (tx) => {
    const row = await insertMenu(tx, input);
    await insertMenuHistory(tx, historyOf('CREATE', actor, row.id, null, row));
    return row;
  });
  await invalidateMenuCache(app);
  return created;
}

export async function changeMenu(
  app: FastifyInstance,
  actor: SessionUser,
  id: number,
  input: MenuInput,
): Promise<MenuItemDto> {
  const updated = await app.db.transaction(async (tx) => {
    const before = await findMenuForUpdate(tx, id);
    if (!before) throw new AppError('NotFound', MENU_MESSAGES.notFound);
    const after = await updateMenu(tx, id, input);
    await insertMenuHistory(tx, historyOf('UPDATE', actor, id, before, after));
    return after;
  });
  await invalidateMenuCache(app);
  return updated;
}

export async function removeMenu(app: FastifyInstance, actor: SessionUser, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await findMenuForUpdate(tx, id);
    if (!before) throw new AppError('NotFound', MENU_MESSAGES.notFound);
    await deleteMenu(tx, id);
    await insertMenuHistory(tx, historyOf('DELETE', actor, id, before, null));
  });
  await invalidateMenuCache(app);
}

/** Drops the cached navigation menu and loads it again; answers how many items are active. */
export async function refreshMenuCache(app: FastifyInstance): Promise<{ activeCount: number }> {
  await invalidateMenuCache(app);
  return { activeCount: (await activeMenus(app.db, app.cache)).length };
}

/** History of every item, or of one (it outlives a deleted item, so an unknown id is just empty). */
export async function getMenuHistory(
  app: FastifyInstance,
  opts: { menuId?: number; page: number; pageSize: number },
): Promise<HistoryPage<MenuHistoryDto>> {
  const { rows, totalCount } = await pageMenuHistory(app.db, {
    menuId: opts.menuId,
    limit: opts.pageSize,
    offset: (opts.page - 1) * opts.pageSize,
  });
  return {
    data: rows.map((r) => ({ ...r, action: r.action as Action, changedAtUtc: r.changedAtUtc.toISOString() })),
    page: opts.page,
    pageSize: opts.pageSize,
    totalCount,
    totalPages: totalPagesFor(totalCount, opts.pageSize),
  };
}
