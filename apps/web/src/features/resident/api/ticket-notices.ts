import type { TicketNoticeDto } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The opener's unread ticket notices (PRODUCT.md §17). The paths are written here rather than in
 * config/paths.ts, the administrators' URL table, which the home's after-paint chunk would then
 * download too; the ticket page (features/my-tickets) refetches this key by its name.
 */
const NOTICES_PATH = '/api/me/ticket-notices';
const NOTICES_KEY = ['me', 'ticket-notices'] as const;

/** GET /api/me/ticket-notices. Silent: the notices are an extra, the home stands without them. */
export function useTicketNotices() {
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: ({ signal }) => api.get<TicketNoticeDto[]>(NOTICES_PATH, { signal, silent: true }),
  });
}

/**
 * POST /api/me/ticket-notices/{id}/read: the notice is closed or its ticket opened. Taken off the
 * list at once; a failure brings it back with the next read of the list.
 */
export function useReadTicketNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<null>(`${NOTICES_PATH}/${encodeURIComponent(id)}/read`, undefined, { silent: true }),
    onMutate: (id) =>
      queryClient.setQueryData<TicketNoticeDto[]>(NOTICES_KEY, (list) => list?.filter((n) => n.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
