import type { TicketDto, TicketListQuery } from '@aidat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './query-keys';

/** One page of a site's tickets; list items carry no events, attachments or expenses. */
export interface TicketPage {
  data: TicketDto[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** GET /api/siteadmin/tickets: one page of the site's tickets, filtered. */
export function getTickets(query: TicketListQuery, signal?: AbortSignal): Promise<TicketPage> {
  return api.get<TicketPage>(apiPaths.tickets.list, {
    query: {
      siteId: query.siteId,
      status: query.status,
      category: query.category,
      overdue: query.overdue,
      unitId: query.unitId,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
}

export function useTickets(query: TicketListQuery) {
  return useQuery({
    queryKey: ticketsKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    // Paging and filtering keep the table in place instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
