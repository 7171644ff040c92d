import { asc, eq, sql } from 'drizzle-orm';
import type { MenuGroup, Role } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import { MENU_CACHE_KEY } from '../../lib/cache/cache-keys.js';
import type { CacheStore } from '../../lib/cache/cache-store.js';

export interface MenuItem {
  id: number;
  label: string;
  path: string;
  roles: string;
  displayOrder: number;
  isActive: boolean;
  icon: string | null;
  group: MenuGroup | null;
}

/** Active menu items by display order, cached; every menu write invalidates MENU_CACHE_KEY. */
export async function activeMenus(db: Db, cache: CacheStore): Promise<MenuItem[]> {
  const cached = await cache.get<MenuItem[]>(MENU_CACHE_KEY);
  if (cached) return cached;
  const rows = await db
    .select({
      id: menus.id,
      label: menus.label,
      path: menus.path,
      roles: menus.roles,
      displayOrder: menus.displayOrder,
      isActive: menus.isActive,
      icon: menus.icon,
      group: sql<MenuGroup | null>`${menus.navGroup}`,
    })
    .from(menus)
    .where(eq(menus.isActive, true))
    .orderBy(asc(menus.displayOrder), asc(menus.id));
  await cache.set(MENU_CACHE_KEY, rows, 300);
  return rows;
}

/** Empty roles mean every role. */
export function menuVisibleTo(item: MenuItem, role: Role): boolean {
  const roles = item.roles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return roles.length === 0 || roles.includes(role);
}
