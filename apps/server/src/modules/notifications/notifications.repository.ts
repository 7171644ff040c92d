import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** The columns the API returns; nothing else leaves the table. */
const columns = {
  id: notifications.id,
  siteId: notifications.siteId,
  title: notifications.title,
  message: notifications.message,
  startDate: notifications.startDate,
  endDate: notifications.endDate,
  isActive: notifications.isActive,
};

export type NotificationRow = {
  id: number;
  siteId: number;
  title: string;
  message: string;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
};

export interface NotificationValues {
  siteId: number;
  title: string;
  message: string;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

/** Notifications of the given sites (null: every site), newest first. */
export async function listNotifications(db: DbOrTx, siteIds: number[] | null): Promise<NotificationRow[]> {
  if (siteIds && siteIds.length === 0) return [];
  const scope: SQL | undefined = siteIds ? inArray(notifications.siteId, siteIds) : undefined;
  return db
    .select(columns)
    .from(notifications)
    .where(scope)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

export async function insertNotification(
  db: DbOrTx,
  values: NotificationValues,
  createdBy: number,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, createdBy })
    .returning(columns);
  return row;
}

/** Updates a notification of a known site; the site is part of the where so a stale check can't leak. */
export async function updateNotification(
  db: DbOrTx,
  id: number,
  siteId: number,
  values: Partial<NotificationValues>,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.siteId, siteId)))
    .returning(columns);
  return row;
}

export async function deleteNotification(db: DbOrTx, id: number, siteId: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.siteId, siteId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
