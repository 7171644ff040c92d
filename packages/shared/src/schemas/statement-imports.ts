/** Request and response schemas of the bank statement import (PRODUCT.md §14). */
import { z } from 'zod';
import { blankToUndefined } from './common.js';
import { MAX_ID, STATEMENT_ROWS_MAX } from '../limits.js';
import { BANK_IMPORT_FIELD_LABELS, BANK_IMPORT_TEXTS, STATEMENT_IMPORT_TEXTS } from '../messages/bank-import.js';
import { numberInput } from './number-input.js';

const id = numberInput(z.number().int().positive().max(MAX_ID));

/** The banks with a column preset (the server's bank-import/presets.ts has one per id). */
export const STATEMENT_PRESET_IDS = Object.keys(BANK_IMPORT_TEXTS.presets) as Array<
  keyof typeof BANK_IMPORT_TEXTS.presets
>;
export type StatementPresetId = keyof typeof BANK_IMPORT_TEXTS.presets;

/** The fields a column mapping names: date, description, amount or debit/credit, and the optional ones. */
export const STATEMENT_MAPPING_FIELDS = Object.keys(BANK_IMPORT_FIELD_LABELS) as Array<
  keyof typeof BANK_IMPORT_FIELD_LABELS
>;
export type StatementMappingField = keyof typeof BANK_IMPORT_FIELD_LABELS;

/** One header name per field, as the bank wrote it. */
export const StatementMapping = z
  .object(
    Object.fromEntries(STATEMENT_MAPPING_FIELDS.map((f) => [f, z.string().trim().max(100).optional()])) as Record<
      StatementMappingField,
      z.ZodOptional<z.ZodString>
    >,
  )
  .strict();
export type StatementMapping = z.infer<typeof StatementMapping>;

/** A query-string mapping arrives as JSON text; text that is no JSON object is refused by name. */
const mappingInput = z.preprocess((v, ctx) => {
  const given = blankToUndefined(v);
  if (typeof given !== 'string') return given;
  try {
    const parsed: unknown = JSON.parse(given);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // Refused below, like any other value that is no object.
  }
  ctx.addIssue({ code: 'custom', message: STATEMENT_IMPORT_TEXTS.mappingInvalid, input: v });
  return z.NEVER;
}, StatementMapping.optional());

/**
 * ?preset=ziraat, or ?mapping={"date":"İşlem Tarihi",…} for a bank without one; with neither, the
 * account's remembered mapping, else every preset is tried.
 */
export const StatementImportQuery = z
  .object({
    preset: z.preprocess(blankToUndefined, z.enum(STATEMENT_PRESET_IDS as [StatementPresetId]).optional()),
    mapping: mappingInput,
  })
  .superRefine((q, ctx) => {
    if (q.preset && q.mapping)
      ctx.addIssue({ code: 'custom', path: ['mapping'], message: STATEMENT_IMPORT_TEXTS.presetAndMapping });
  });
export type StatementImportQuery = z.output<typeof StatementImportQuery>;

export const STATEMENT_MATCH_REASONS = ['reference', 'iban', 'door', 'name', 'amount'] as const;
export type StatementMatchReason = (typeof STATEMENT_MATCH_REASONS)[number];

export const STATEMENT_ROW_OUTCOMES = ['payment', 'expense', 'skipped'] as const;

/** One movement of the statement with the unit proposed for it. Amounts in lira, signed (+ in, − out). */
export const StatementImportRowDto = z.object({
  id: z.number().int(),
  /** The row as the spreadsheet numbers it. */
  rowNumber: z.number().int(),
  date: z.string(),
  time: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
  sender: z.string().nullable(),
  senderIban: z.string().nullable(),
  balance: z.number().nullable(),
  outgoing: z.boolean(),
  proposedUnitId: z.number().int().nullable(),
  reason: z.enum(STATEMENT_MATCH_REASONS).nullable(),
  /** Why the unit was proposed, or why none was, in Turkish. */
  reasonText: z.string(),
  /** No unit proposed but these are in question (a shared name, "Daire 5" in every block). */
  candidateUnitIds: z.array(z.number().int()),
  /** Its hash was posted before (the same or an overlapping file): it cannot be posted again. */
  alreadyImported: z.boolean(),
  outcome: z.enum(STATEMENT_ROW_OUTCOMES).nullable(),
});
export type StatementImportRowDto = z.infer<typeof StatementImportRowDto>;

/** A row of the file that could not be read, by its row number, with what is wrong. */
export const StatementRowProblemDto = z.object({ row: z.number().int(), problems: z.array(z.string()) });

export const StatementImportDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  accountId: z.number().int(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  preset: z.enum(STATEMENT_PRESET_IDS as [StatementPresetId]).nullable(),
  /** The header each field was found under. */
  columns: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'confirmed']),
  createdAt: z.string(),
  rows: z.array(StatementImportRowDto),
  problems: z.array(StatementRowProblemDto),
});
export type StatementImportDto = z.infer<typeof StatementImportDto>;

/**
 * What to do with one row: post it for a unit (the proposed one when `unitId` is left out) as dues
 * or as a payment of an ek bütçe, record an outgoing row as an expense, or skip it. Rows left out
 * of the list are not posted.
 */
export const ConfirmStatementRow = z.object({
  rowId: numberInput(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  unitId: id.optional(),
  kind: z.enum(['aidat', 'ekbutce']).optional(),
  additionalChargeId: id.optional(),
  skip: z.boolean().optional(),
  asExpense: z.object({ categoryId: id }).optional(),
});
export type ConfirmStatementRow = z.infer<typeof ConfirmStatementRow>;

export const ConfirmStatementBody = z.object({ rows: z.array(ConfirmStatementRow).min(1).max(STATEMENT_ROWS_MAX) });
export type ConfirmStatementBody = z.infer<typeof ConfirmStatementBody>;

export const StatementPaymentDto = z.object({
  rowId: z.number().int(),
  /** The ledger entry: its receipt is GET /api/siteadmin/payments/{id}/receipt.pdf. */
  id: z.number().int(),
  unitId: z.number().int(),
  kind: z.enum(['aidat', 'ekbutce']),
  date: z.string(),
  amount: z.number(),
  receiptNo: z.string().nullable(),
});

export const StatementExpenseDto = z.object({
  rowId: z.number().int(),
  id: z.number().int(),
  categoryId: z.number().int(),
  date: z.string(),
  amount: z.number(),
  description: z.string(),
});

export const StatementConfirmDto = z.object({
  importId: z.number().int(),
  payments: z.array(StatementPaymentDto),
  expenses: z.array(StatementExpenseDto),
  /** Rows skipped, asked or left out. */
  skipped: z.number().int(),
});
export type StatementConfirmDto = z.infer<typeof StatementConfirmDto>;
