/**
 * A payment's receipt number as printed (PRODUCT.md §11): its Istanbul year and its number in that
 * year and site, six digits, "2026-000123". Null for entries without a receipt.
 */
export function formatReceiptNo(year: number | null, no: number | null): string | null {
  if (year === null || no === null) return null;
  return `${year}-${String(no).padStart(6, '0')}`;
}
