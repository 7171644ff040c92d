import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { menuHistory } from '../../db/schema/index.js';

const columns = {
  id: menuHistory.id,
  menuId: menuHistory.menuId,
  changedAtUtc: menuHistory.changedAtUtc,
  action: menuHistory.action,
  oldLabel: menuHistory.oldLabel,
  newLabel: menuHistory.newLabel,
  oldPath: menuHistory.oldPath,
  newPath: menuHistory.newPath,
  oldRoles: menuHistory.oldRoles,
  newRoles: menuHistory.newRoles,
  changedBy: menuHistory.changedBy,
};

export type MenuHistoryRow = {
  id: number;
  menuId: number;
  changedAtUtc: Date;
  action: string;
  oldLabel: string | null;
  newLabel: string | null;
  oldPath: string | null;
  newPath: string | null;
  oldRoles: string | null;
  newRoles: string | null;
  changedBy: string;
};

export async function insertMenuHistory(
  db: DbOrTx,
  values: Omit<MenuHistoryRow, 'id' | 'changedAtUtc'>,
): Promise<void> {
  await db.insert(menuHistory).values(values);
}

/** One page, newest first, and the total; menuId narrows it to one item. */
export async function pageMenuHistory(
  db: DbOrTx,
  opts: { menuId?: number; limit: number; offset: number },
): Promise<{ rows: MenuHistoryRow[]; totalCount: number }> {
  const where = opts.menuId === undefined ? undefined : eq(menuHistory.menuId, opts.menuId);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(menuHistory).where(where);
  const rows = await db
    .select(columns)
    .from(menuHistory)
    .where(where)
    .orderBy(desc(menuHistory.changedAtUtc), desc(menuHistory.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, totalCount: Number(count) };
}
