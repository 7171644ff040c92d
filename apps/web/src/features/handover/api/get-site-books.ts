import type { AccountDto, MeetingDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';
import { handoverScreenKeys } from './query-keys';

/** GET /api/siteadmin/accounts?siteId=: the site's accounts with their book balances. */
export function getSiteAccounts(siteId: number, signal?: AbortSignal): Promise<AccountDto[]> {
  return api.get<AccountDto[]>(apiPaths.books.accounts, { query: { siteId }, signal });
}

/** The same key as 'Hesaplar': one list of the site's accounts, refreshed by every payment. */
export function useSiteAccounts(siteId: number) {
  return useQuery({ queryKey: booksKeys.accounts(siteId), queryFn: ({ signal }) => getSiteAccounts(siteId, signal) });
}

/** GET /api/siteadmin/meetings?siteId=: the site's kurul meetings with their motions. */
export function getSiteMeetings(siteId: number, signal?: AbortSignal): Promise<MeetingDto[]> {
  return api.get<MeetingDto[]>(apiPaths.meetings.list, { query: { siteId }, signal });
}

export function useSiteMeetings(siteId: number) {
  return useQuery({
    queryKey: handoverScreenKeys.meetings(siteId),
    queryFn: ({ signal }) => getSiteMeetings(siteId, signal),
  });
}
