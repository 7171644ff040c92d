/**
 * The imports room's face (bank statements, their matching and confirmation): its spreadsheet
 * reading, which the site set-up import (site-admin/site-import) shares.
 */
export { amountOfCell } from './bank-import/amounts.js';
export { foldWords } from './bank-import/fold.js';
export { readSheetFile, type SheetFile } from './bank-import/sheet-file.js';
export { cellAt, type SheetCell, type SheetRow } from './bank-import/sheet.js';
export { dateOfCell } from './bank-import/dates.js';
