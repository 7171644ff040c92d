/** Cache keys of the resident's tickets. */
export const myTicketsKeys = {
  all: ['my-tickets'] as const,
  list: ['my-tickets', 'list'] as const,
  ticket: (id: number) => ['my-tickets', 'ticket', id] as const,
  stats: (siteId: number) => ['my-tickets', 'stats', siteId] as const,
  /**
   * Keys of the home's queries (features/resident), written out: a feature imports no other, and
   * lib/query-keys.ts is part of the app shell every resident downloads. The units' answer serves
   * both pages; the unread notices are marked read by the server when a ticket is opened.
   */
  units: ['me', 'units'] as const,
  notices: ['me', 'ticket-notices'] as const,
};
