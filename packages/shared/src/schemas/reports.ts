/** The monthly report of a site's books (PRODUCT.md §10): the same shape for managers and residents. */
import { z } from 'zod';
import { ACCOUNT_KINDS } from '../books/books-constants.js';
import { MAX_ID } from '../limits.js';
import { MonthInput } from './expenses.js';
import { numberInput } from './number-input.js';

export const MonthlyReportQuery = z.object({ month: MonthInput });
export const SiteReportParams = z.object({ siteId: numberInput(z.number().int().positive().max(MAX_ID)) });

const money = z.number();

export const MonthlyReportAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  opening: money,
  income: money,
  expenses: money,
  transfersIn: money,
  transfersOut: money,
  /** opening + income − expenses + transfersIn − transfersOut. */
  closing: money,
});
export type MonthlyReportAccount = z.infer<typeof MonthlyReportAccount>;

export const MonthlyReportDto = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  /** "YYYY-MM". */
  month: z.string(),
  income: z.object({
    dues: money,
    /** Each ek bütçe paid into this month, by its title. */
    additional: z.array(z.object({ additionalChargeId: z.number().int(), title: z.string(), amount: money })),
    total: money,
  }),
  expenses: z.object({
    byCategory: z.array(z.object({ categoryId: z.number().int(), name: z.string(), amount: money })),
    total: money,
  }),
  accounts: z.array(MonthlyReportAccount),
  totals: z.object({ opening: money, closing: money }),
  /** Dues and ek bütçe charged in the month (net of reversals). */
  charged: money,
  /** Payments received in the month (net of reversals). */
  collected: money,
  /** collected ÷ charged, 0–1 with four decimals; null when nothing was charged. */
  collectionRate: z.number().nullable(),
  /** What the site's units owed at the end of the month (the sum of every unit's debt). */
  receivables: money,
});
export type MonthlyReportDto = z.infer<typeof MonthlyReportDto>;
