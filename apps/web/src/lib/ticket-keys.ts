/**
 * Query keys of arıza and talep tickets (PRODUCT.md §17) that one feature reads and another
 * invalidates. Everything about tickets sits under TICKETS_KEY: the 'Talepler' screens
 * (features/tickets) invalidate it after a write, which also refreshes the admin panel's overdue
 * count (features/site-admin) and the expense form's ticket choice (features/expenses); an expense
 * naming a ticket invalidates it too, since the ticket lists its expenses. Apart from
 * query-keys.ts, which the app shell carries, because only administrators' screens use these.
 */
export const TICKETS_KEY = ['tickets'] as const;

/** A site's ticket statistics: the 'Talepler' strip and the admin panel's overdue count. */
export const ticketStatsKey = (siteId: number) => [...TICKETS_KEY, 'stats', siteId] as const;
