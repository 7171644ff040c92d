import type { BlockHistoryEntryDto, LoginHistoryEntryDto } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { listBlockHistory, listLoginHistory } from './people.repository.js';
import { toIso } from './time.js';

/** Block history of a user the actor may reach, newest first. */
export async function blockHistoryOf(db: Db, actor: SessionUser, userId: number): Promise<BlockHistoryEntryDto[]> {
  await requireAccess(db, actor, { kind: 'person', id: userId });
  const rows = await listBlockHistory(db, userId);
  return rows.map((r) => ({
    id: r.id,
    updatedAtUtc: toIso(r.updatedAt),
    isBlocked: r.isBlocked,
    updatedBy: r.updatedBy,
  }));
}

/** One page of a user's sign-in attempts, newest first (SystemAdmin routes only). */
export async function loginHistoryOf(
  db: Db,
  actor: SessionUser,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<LoginHistoryEntryDto[]> {
  await requireAccess(db, actor, { kind: 'person', id: userId });
  const rows = await listLoginHistory(db, userId, page.pageSize, (page.page - 1) * page.pageSize);
  return rows.map((r) => ({
    id: r.id,
    attemptedAtUtc: toIso(r.attemptedAt),
    attemptType: r.attemptType,
    isSuccess: r.isSuccess,
    ipAddress: r.ipAddress,
    failureReason: r.failureReason,
  }));
}
