import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory, type TicketStatus } from '@aidat/shared';
import { useLocation, useNavigate } from 'react-router';

/** The list's filters and page, kept in the address so '/tickets?overdue=true' opens filtered. */
export interface TicketFilters {
  status?: TicketStatus;
  category?: TicketCategory;
  overdue: boolean;
  unitId?: number;
  page: number;
}

const oneOf = <V extends string>(list: readonly V[], value: string | null): V | undefined =>
  list.find((v) => v === value);

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The filters an address names; anything it spells wrongly is left out rather than sent. */
export function readFilters(search: string): TicketFilters {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(TICKET_STATUSES, params.get('status')),
    category: oneOf(TICKET_CATEGORIES, params.get('category')),
    overdue: params.get('overdue') === 'true',
    unitId: positive(params.get('unitId')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** '?status=open&overdue=true': only what is chosen, the first page left implicit. */
export function filtersSearch(filters: TicketFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.unitId) params.set('unitId', String(filters.unitId));
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: TicketFilters): boolean {
  return Boolean(filters.status || filters.category || filters.overdue || filters.unitId);
}

/**
 * The filters of the current address and a way to change them. useLocation and useNavigate rather
 * than useSearchParams: those two are in the app shell already, which every resident downloads.
 * A change replaces the address instead of adding one, so Back leaves the list instead of walking
 * through each filter; a new filter starts from the first page.
 */
export function useTicketFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(location.search);
  const setFilters = (change: Partial<TicketFilters>) => {
    const next = { ...filters, page: 1, ...change };
    navigate({ pathname: location.pathname, search: filtersSearch(next) }, { replace: true });
  };
  return { filters, search: filtersSearch(filters), setFilters };
}
