/**
 * One text cell of a CSV the server writes (PRODUCT.md §2). A cell that a spreadsheet would run as
 * a formula, one starting with `=`, `+`, `-`, `@`, a tab or a carriage return (a resident named
 * `=HYPERLINK(…)` or `+cmd|…`), gets a leading `'`, so it is shown as the text it is; then the
 * usual quoting for `;`-separated files (a quote, `;` or a line break inside).
 */
export function csvTextCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
