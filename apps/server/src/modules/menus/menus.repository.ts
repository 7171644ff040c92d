import type { MenuGroup } from '@aidat/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import type { MenuItem } from './menu-reader.js';

const columns = {
  id: menus.id,
  label: menus.label,
  path: menus.path,
  roles: menus.roles,
  displayOrder: menus.displayOrder,
  isActive: menus.isActive,
  icon: menus.icon,
  group: sql<MenuGroup | null>`${menus.navGroup}`,
};

export type MenuValues = Omit<MenuItem, 'id'>;

/** The row's columns from the menu's values (`group` is the column nav_group). */
const row = ({ group, ...values }: MenuValues) => ({ ...values, navGroup: group });

export async function listMenus(db: DbOrTx): Promise<MenuItem[]> {
  return db.select(columns).from(menus).orderBy(asc(menus.displayOrder), asc(menus.id));
}

/** Locks the row, so the history's old values are the ones this change replaces. */
export async function findMenuForUpdate(db: DbOrTx, id: number): Promise<MenuItem | undefined> {
  const [row] = await db.select(columns).from(menus).where(eq(menus.id, id)).limit(1).for('update');
  return row;
}

export async function insertMenu(db: DbOrTx, values: MenuValues): Promise<MenuItem> {
  const [inserted] = await db.insert(menus).values(row(values)).returning(columns);
  return inserted;
}

export async function updateMenu(db: DbOrTx, id: number, values: MenuValues): Promise<MenuItem> {
  const [updated] = await db.update(menus).set(row(values)).where(eq(menus.id, id)).returning(columns);
  return updated;
}

export async function deleteMenu(db: DbOrTx, id: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, id));
}
