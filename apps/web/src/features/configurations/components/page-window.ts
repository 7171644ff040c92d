/** Pages shown either side of the current one (SPEC §2: up to two). */
export const PAGE_SPREAD = 2;

/**
 * The page numbers the pager shows: the current page and up to `spread` on each side, clipped
 * to 1..totalPages. Empty when there are no pages; an out-of-range current page is clamped.
 */
export function pageWindow(current: number, totalPages: number, spread: number = PAGE_SPREAD): number[] {
  if (!Number.isFinite(totalPages) || totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const first = Math.max(1, page - spread);
  const last = Math.min(totalPages, page + spread);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
