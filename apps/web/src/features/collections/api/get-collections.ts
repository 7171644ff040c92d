import type { UnitCollectionDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { booksKeys } from '../../../lib/books-keys';

/** GET /api/siteadmin/sites/{siteId}/collections: each unit with what it owes on dues and on each ek bütçe. */
export function getCollections(siteId: number, signal?: AbortSignal): Promise<UnitCollectionDto[]> {
  return api.get<UnitCollectionDto[]>(apiPaths.books.siteCollections(siteId), { signal });
}

export function useCollections(siteId: number) {
  return useQuery({
    queryKey: booksKeys.collections(siteId),
    queryFn: ({ signal }) => getCollections(siteId, signal),
  });
}
