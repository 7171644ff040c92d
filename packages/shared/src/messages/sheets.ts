/** Texts every exported spreadsheet shares above its table (PRODUCT.md §11). */
export const SHEET_TEXTS = {
  madeAt: (when: string) => `Oluşturulma: ${when}`,
  period: (from: string, to: string) => `Dönem: ${from} – ${to}`,
  titleOf: (document: string, siteName: string) => `${document} — ${siteName}`,
} as const;
