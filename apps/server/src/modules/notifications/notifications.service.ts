import {
  AppError,
  type CreateNotificationInput,
  NOTIFICATION_ERROR_MESSAGES,
  type NotificationDto,
  type NotificationListQuery,
  type UpdateNotificationInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { accessibleSiteIds, requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import * as repo from './notifications.repository.js';

const NOT_FOUND = NOTIFICATION_ERROR_MESSAGES.notFound;

function toDto(row: repo.NotificationRow): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    siteId: row.siteId,
    isActive: row.isActive,
  };
}

/** Unknown id → 404; a notification of a site the caller does not administer → 403. */
async function siteOfOwnNotification(db: DbOrTx, user: SessionUser, id: number): Promise<number> {
  return (await requireAccess(db, user, { kind: 'notification', id })).siteId;
}

export async function listNotifications(
  db: DbOrTx,
  user: SessionUser,
  query: NotificationListQuery,
): Promise<NotificationDto[]> {
  let siteIds: number[] | null;
  if (query.siteId !== undefined) {
    await requireAccess(db, user, { kind: 'site', id: query.siteId });
    siteIds = [query.siteId];
  } else {
    siteIds = await accessibleSiteIds(db, user);
  }
  return (await repo.listNotifications(db, siteIds)).map(toDto);
}

export async function createNotification(
  db: DbOrTx,
  user: SessionUser,
  input: CreateNotificationInput,
): Promise<NotificationDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  return toDto(await repo.insertNotification(db, input, user.id));
}

export async function updateNotification(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  input: UpdateNotificationInput,
): Promise<NotificationDto> {
  if (input.id !== undefined && input.id !== id) {
    throw new AppError('ValidationError', NOTIFICATION_ERROR_MESSAGES.idMismatch);
  }
  const currentSiteId = await siteOfOwnNotification(db, user, id);
  const siteId = input.siteId ?? currentSiteId;
  // Moving a notification needs the right to the new site as well as the old one.
  if (siteId !== currentSiteId) await requireAccess(db, user, { kind: 'site', id: siteId });
  const row = await repo.updateNotification(db, id, currentSiteId, {
    siteId,
    title: input.title,
    message: input.message,
    startDate: input.startDate,
    endDate: input.endDate,
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
  });
  if (!row) throw new AppError('NotFound', NOT_FOUND);
  return toDto(row);
}

export async function setNotificationActive(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  isActive: boolean,
): Promise<NotificationDto> {
  const siteId = await siteOfOwnNotification(db, user, id);
  const row = await repo.updateNotification(db, id, siteId, { isActive });
  if (!row) throw new AppError('NotFound', NOT_FOUND);
  return toDto(row);
}

export async function deleteNotification(db: DbOrTx, user: SessionUser, id: number): Promise<void> {
  const siteId = await siteOfOwnNotification(db, user, id);
  if (!(await repo.deleteNotification(db, id, siteId))) throw new AppError('NotFound', NOT_FOUND);
}
