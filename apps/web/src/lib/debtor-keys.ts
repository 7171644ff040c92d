/**
 * The debtor list's query key (features/debtors), which a unit's icra takibi (features/site-admin,
 * PRODUCT.md §21) invalidates: the list shows each unit's icra and filters on it. Apart from
 * query-keys.ts, which the app shell carries, because only administrators' screens use it.
 */
export const DEBTORS_KEY = ['debtors'] as const;

/** Which units the list keeps by their icra (PRODUCT.md §21): all, only those under icra, or the others. */
export type DebtorsEnforcement = 'all' | 'true' | 'false';

/** One site's list for one choice of filters. */
export const debtorsKey = (siteId: number, minMonthsOverdue: number, enforcement: DebtorsEnforcement) =>
  [...DEBTORS_KEY, siteId, minMonthsOverdue, enforcement] as const;
