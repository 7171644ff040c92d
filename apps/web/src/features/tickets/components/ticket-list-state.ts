/**
 * What a ticket opened from the list knows of it, carried in the router's location state: the
 * list's address (filters and page) to go back to, and the ids of the page it was on, so the
 * manager can walk to the previous and next ticket without going back to the list.
 */
export interface TicketListState {
  listSearch: string;
  ids: number[];
}

export function readListState(state: unknown): TicketListState | null {
  if (!state || typeof state !== 'object') return null;
  const { listSearch, ids } = state as Partial<TicketListState>;
  if (typeof listSearch !== 'string' || !Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) return null;
  return { listSearch, ids };
}

/** The ids before and after `id` on the list's page, when there are. */
export function neighbours(list: TicketListState | null, id: number): { previous?: number; next?: number } {
  const at = list ? list.ids.indexOf(id) : -1;
  if (!list || at < 0) return {};
  return { previous: list.ids[at - 1], next: list.ids[at + 1] };
}
