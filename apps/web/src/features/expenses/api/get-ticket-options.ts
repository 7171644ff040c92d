import { TICKET_STATUSES, type TicketDto, type TicketStatus } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { TICKETS_KEY } from '../../../lib/ticket-keys';

/** A ticket an expense may name: the few fields its option shows. */
export type TicketOption = Pick<TicketDto, 'id' | 'title' | 'status' | 'unitId' | 'block' | 'doorNumber'>;

/**
 * The tickets an expense is likely paid for: the ones still worked and the resolved ones (a resolved
 * ticket closes itself a week later, so those are the recently resolved). Closed and rejected ones
 * are left out: a bill for them is rare, and a list of every ticket ever would bury the few that matter.
 */
const STATUSES: readonly TicketStatus[] = TICKET_STATUSES.filter((s) => s !== 'closed' && s !== 'rejected');
/** The most a page holds (MAX_PAGE_SIZE): more open tickets of one status than this is no real site. */
const PAGE_SIZE = 200;

interface Page {
  data: TicketDto[];
}

/** GET /api/siteadmin/tickets?siteId&status, once per status, newest first. */
export async function getTicketOptions(siteId: number, signal?: AbortSignal): Promise<TicketOption[]> {
  const pages = await Promise.all(
    STATUSES.map((status) =>
      // Silent: the select says the list failed, once, instead of a toast per status.
      api.get<Page>(apiPaths.tickets.list, {
        query: { siteId, status, page: 1, pageSize: PAGE_SIZE },
        signal,
        silent: true,
      }),
    ),
  );
  return pages
    .flatMap((p) => p.data)
    .map(({ id, title, status, unitId, block, doorNumber }) => ({ id, title, status, unitId, block, doorNumber }))
    .sort((a, b) => b.id - a.id);
}

/** Under TICKETS_KEY, so a ticket worked on 'Talepler' refreshes the choice. */
export function useTicketOptions(siteId: number) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'expense-options', siteId] as const,
    queryFn: ({ signal }) => getTicketOptions(siteId, signal),
  });
}
