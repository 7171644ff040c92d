/** Request and response schemas of the site's expenses and their categories (PRODUCT.md §10). */
import { z } from 'zod';
import {
  EXPENSE_CATEGORY_NAME_MAX,
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_INVOICE_NO_MAX,
  EXPENSE_VENDOR_MAX,
  MAX_ID,
} from '../limits.js';
import { EXPENSE_FIELD_LABELS, EXPENSES_TEXTS } from '../messages/expenses.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { labelled } from './accounts.js';
import { blankToUndefined, moneyInput, paged, PageQuery, singleLine } from './common.js';
import { numberInput } from './number-input.js';
import { LedgerDateInput } from './site-admin.js';

const id = numberInput(z.number().int().positive().max(MAX_ID));

const optionalText = (max: number) => z.preprocess(blankToUndefined, singleLine(z.string().trim().max(max)).optional());

/** A calendar month "YYYY-MM" from 2000 on. */
export const MonthInput = z
  .string()
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { message: EXPENSES_TEXTS.monthInvalid });

export const ExpenseCategoryDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  name: z.string(),
});
export type ExpenseCategoryDto = z.infer<typeof ExpenseCategoryDto>;

export const CreateExpenseCategoryBody = z.object({
  siteId: id,
  name: singleLine(
    z
      .string({ error: labelled(EXPENSE_FIELD_LABELS.name) })
      .trim()
      .min(1)
      .max(EXPENSE_CATEGORY_NAME_MAX),
  ),
});
export type CreateExpenseCategoryBody = z.infer<typeof CreateExpenseCategoryBody>;

export const CreateExpenseBody = z.object({
  siteId: id,
  accountId: id,
  categoryId: id,
  date: LedgerDateInput,
  amount: moneyInput(FIELD_LABELS.amount),
  description: singleLine(z.string().trim().min(1).max(EXPENSE_DESCRIPTION_MAX)),
  vendor: optionalText(EXPENSE_VENDOR_MAX),
  invoiceNo: optionalText(EXPENSE_INVOICE_NO_MAX),
  /** The arıza or talep ticket this expense paid for (PRODUCT.md §17): a ticket of the same site. */
  ticketId: z.preprocess(blankToUndefined, id.optional()),
});
export type CreateExpenseBody = z.input<typeof CreateExpenseBody>;
export type CreateExpenseInput = z.output<typeof CreateExpenseBody>;

export const ExpenseAttachmentDto = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ExpenseAttachmentDto = z.infer<typeof ExpenseAttachmentDto>;

export const ExpenseDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** ISO instant. */
  date: z.string(),
  /** Lira; negative on the row that reverses an expense. */
  amount: z.number(),
  description: z.string(),
  vendor: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  /** The expense this row reverses. */
  reversesId: z.number().int().nullable(),
  /**
   * On a reversal, the reason the manager gave (null for a resident, who reads 'Düzeltme: …' as its
   * description, PRODUCT.md §15); null on every other row.
   */
  reversalReason: z.string().nullable(),
  /** True when a later row reverses this one. */
  reversed: z.boolean(),
  /** The ticket this expense paid for (PRODUCT.md §17), or null. */
  ticketId: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  attachments: z.array(ExpenseAttachmentDto),
});
export type ExpenseDto = z.infer<typeof ExpenseDto>;

export const ExpensesQuery = PageQuery.extend({
  siteId: id,
  month: z.preprocess(blankToUndefined, MonthInput.optional()),
  categoryId: z.preprocess(blankToUndefined, id.optional()),
});
export type ExpensesQuery = z.output<typeof ExpensesQuery>;

/** A resident's view of the site's expenses: a month (optional) and a page. */
export const SiteExpensesQuery = PageQuery.extend({
  month: z.preprocess(blankToUndefined, MonthInput.optional()),
});
export type SiteExpensesQuery = z.output<typeof SiteExpensesQuery>;

export const ExpensesPage = paged(ExpenseDto).extend({
  /** Lira: the sum of every row the filter selects (reversals included), not only this page's. */
  total: z.number(),
});
export type ExpensesPage = z.infer<typeof ExpensesPage>;

/** An expense's attachment in a manager's URL. */
export const ExpenseAttachmentParams = z.object({ id, attachmentId: id });
export type ExpenseAttachmentParams = z.output<typeof ExpenseAttachmentParams>;

/** An expense's attachment in a resident's URL, under the site they live in. */
export const SiteExpenseAttachmentParams = z.object({ siteId: id, id, attachmentId: id });
export type SiteExpenseAttachmentParams = z.output<typeof SiteExpenseAttachmentParams>;
