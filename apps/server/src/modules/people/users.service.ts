import { DEFAULT_PAGE_SIZE, isRole, type UserDto, type UserListQuery } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { countUsers, listUsers } from './people.repository.js';

/**
 * Users for the user-management screen, by id. Without page/pageSize every match is returned
 * (the screen pages on its side); with either, one page of `pageSize` (default DEFAULT_PAGE_SIZE).
 */
export async function usersList(db: Db, query: UserListQuery): Promise<{ users: UserDto[]; totalCount: number }> {
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const rows = await listUsers(db, {
    search: query.search || undefined,
    ...(paged ? { limit: pageSize, offset: (page - 1) * pageSize } : {}),
  });
  const totalCount = paged ? await countUsers(db, query.search || undefined) : rows.length;
  return {
    users: rows.map((r) => ({ ...r, role: isRole(r.role) ? r.role : 'Resident' })),
    totalCount,
  };
}
