const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * The resident's own documents (PRODUCT.md §11): a payment's receipt, a unit's statement, opened as
 * links (the browser shows the PDF), so they live outside the URL table every page downloads.
 */
export const DOCUMENT_PATHS = {
  paymentReceipt: (paymentId: number) => `/api/me/payments/${seg(paymentId)}/receipt.pdf`,
  unitStatement: (unitId: number, from: string, to: string) =>
    `/api/me/units/${seg(unitId)}/statement.pdf?from=${seg(from)}&to=${seg(to)}`,
};
