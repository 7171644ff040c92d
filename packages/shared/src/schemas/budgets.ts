/** Request and response schemas of the işletme projesi (the yearly budget, PRODUCT.md §13). */
import { z } from 'zod';
import { DecisionIdInput } from './meetings.js';
import { BUDGET_SPLITS } from '../ledger/budget-plan.js';
import { BUDGET_DECISION_NO_MAX, BUDGET_LINES_MAX, MAX_ID } from '../limits.js';
import { BUDGET_FIELD_LABELS as L, BUDGET_TEXTS } from '../messages/budget.js';
import { moneyInput } from './common.js';
import { numberInput } from './number-input.js';

const id = numberInput(z.number().int().positive().max(MAX_ID));

/** "YYYY-MM", a real month from 2000 on. */
export const BudgetMonthInput = z
  .string({ message: BUDGET_TEXTS.periodStartInvalid })
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { message: BUDGET_TEXTS.periodStartInvalid });

function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** A calendar day "YYYY-MM-DD". */
const dayInput = (label: string) =>
  z
    .string({ message: BUDGET_TEXTS.dateInvalid(label) })
    .trim()
    .refine(isDay, { message: BUDGET_TEXTS.dateInvalid(label) });

export const BudgetSplit = z.enum(BUDGET_SPLITS, { message: BUDGET_TEXTS.splitInvalid });

export const BudgetLineInput = z.object({
  categoryId: numberInput(
    z.number({ message: BUDGET_TEXTS.categoryInvalid }).int().positive().max(MAX_ID, BUDGET_TEXTS.categoryInvalid),
  ),
  /** Lira for the whole year, at most two decimals; 0 is allowed (a line kept for the record). */
  yearlyAmount: moneyInput(L.yearlyAmount, { allowZero: true }),
  split: BudgetSplit,
});

const BudgetLines = z
  .array(BudgetLineInput, { message: BUDGET_TEXTS.linesRequired })
  .max(BUDGET_LINES_MAX, { message: BUDGET_TEXTS.linesTooMany(BUDGET_LINES_MAX) })
  .refine((lines) => new Set(lines.map((l) => l.categoryId)).size === lines.length, {
    message: BUDGET_TEXTS.categoryTwice,
  });

export const CreateBudgetBody = z.object({
  siteId: id,
  periodStart: BudgetMonthInput,
  lines: BudgetLines,
});
export type CreateBudgetBody = z.input<typeof CreateBudgetBody>;
export type CreateBudgetInput = z.output<typeof CreateBudgetBody>;

export const UpdateBudgetBody = z.object({ lines: BudgetLines });
export type UpdateBudgetBody = z.input<typeof UpdateBudgetBody>;
export type UpdateBudgetInput = z.output<typeof UpdateBudgetBody>;

export const ServeBudgetBody = z.object({ servedAt: dayInput(L.servedAt) });
export type ServeBudgetBody = z.input<typeof ServeBudgetBody>;

/**
 * KMK 37's two ways to a final budget (PRODUCT.md §13): the kurul's decision (its number and day),
 * or neither once the 7-day objection window has passed without an objection.
 */
export const ApproveBudgetBody = z
  .object({
    decisionNo: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string({ message: BUDGET_TEXTS.decisionNoInvalid })
        .trim()
        .min(1, { message: BUDGET_TEXTS.decisionNoInvalid })
        .max(BUDGET_DECISION_NO_MAX, { message: BUDGET_TEXTS.decisionNoInvalid })
        .optional(),
    ),
    decidedAt: z.preprocess((v) => (v === '' ? undefined : v), dayInput(L.decidedAt).optional()),
    /** A passed motion of the site's kurul (PRODUCT.md §18), instead of or beside the number and day. */
    decisionId: DecisionIdInput,
  })
  .refine((b) => (b.decisionNo === undefined) === (b.decidedAt === undefined), {
    message: BUDGET_TEXTS.decisionIncomplete,
    path: ['decisionNo'],
  });
export type ApproveBudgetBody = z.input<typeof ApproveBudgetBody>;

export const DraftFromActualsQuery = z.object({ siteId: id, periodStart: BudgetMonthInput });
export type DraftFromActualsQuery = z.output<typeof DraftFromActualsQuery>;

export const BudgetLineDto = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Lira for the year. */
  yearlyAmount: z.number(),
  split: BudgetSplit,
});
export type BudgetLineDto = z.infer<typeof BudgetLineDto>;

export const BudgetStatus = z.enum(['draft', 'served', 'approved']);
export type BudgetStatus = z.infer<typeof BudgetStatus>;

/** The comparison with last year's total against the yeniden değerleme oranı. */
export const BudgetRevaluationDto = z.object({
  /** The rate compared with, percent (25.49). */
  ratePercent: z.number(),
  /** Lira: last period's approved budget, or else the last twelve months' expenses; null when neither. */
  comparedTotal: z.number().nullable(),
  /** The increase over it, percent with two decimals; null without a total to compare with. */
  increasePercent: z.number().nullable(),
  warning: z.boolean(),
  /** The warning as a sentence, null without one. */
  message: z.string().nullable(),
});
export type BudgetRevaluationDto = z.infer<typeof BudgetRevaluationDto>;

export const BudgetDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  /** "YYYY-MM", the first and the last of its twelve months. */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: BudgetStatus,
  /** Lira: the sum of the lines. */
  total: z.number(),
  lines: z.array(BudgetLineDto),
  /** "YYYY-MM-DD"; the objection window ends seven days later (objectionEndsAt). */
  servedAt: z.string().nullable(),
  objectionEndsAt: z.string().nullable(),
  /** Kept from the day it was served; worked out afresh for a draft (what serving it would say). */
  revaluation: BudgetRevaluationDto.nullable(),
  decisionNo: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The kurul's passed motion it was approved by, when recorded in Aidat. */
  decisionId: z.number().int().nullable(),
  /** "YYYY-MM": the first month it charges, once approved. */
  appliesFrom: z.string().nullable(),
});
export type BudgetDto = z.infer<typeof BudgetDto>;

/** What an approval set: each unit's yearly share and its dues for each month the budget charges. */
export const BudgetApprovalDto = z.object({
  budget: BudgetDto,
  appliesFrom: z.string(),
  /** The months the budget charges, "YYYY-MM", from appliesFrom to the period's end. */
  months: z.array(z.string()),
  /** A sentence saying from which month it applies. */
  message: z.string(),
  /** Units charged this month at once (when the budget applies to this month, still uncharged). */
  chargedUnits: z.number().int(),
  units: z.array(
    z.object({
      unitId: z.number().int(),
      block: z.string(),
      doorNumber: z.string(),
      /** Lira: the unit's share of the whole year. */
      yearly: z.number(),
      /** Lira, one per entry of `months`. */
      monthly: z.array(z.number()),
    }),
  ),
});
export type BudgetApprovalDto = z.infer<typeof BudgetApprovalDto>;

export const BudgetActualRowDto = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Lira: the line's yearly amount (0 for a category spent on without a line). */
  yearly: z.number(),
  /** Lira: the first `elapsedMonths` months of the yearly amount spread over twelve. */
  budgetedToDate: z.number(),
  /** Lira: the category's expenses in the period up to today, reversals netted. */
  spent: z.number(),
  /** Lira: budgetedToDate − spent (negative: over budget). */
  difference: z.number(),
});
export type BudgetActualRowDto = z.infer<typeof BudgetActualRowDto>;

/** Budget vs actual per category, for managers and the site's residents. */
export const BudgetActualsDto = z.object({
  budget: BudgetDto,
  /** "YYYY-MM-DD" (Istanbul) the figures are as of. */
  asOf: z.string(),
  /** Months of the period begun by then, 0–12 (the current month counts). */
  elapsedMonths: z.number().int(),
  rows: z.array(BudgetActualRowDto),
  totals: BudgetActualRowDto.omit({ categoryId: true, categoryName: true }),
});
export type BudgetActualsDto = z.infer<typeof BudgetActualsDto>;

/** Lines proposed for a new draft from the last twelve months' expenses. */
export const BudgetDraftProposalDto = z.object({
  siteId: z.number().int(),
  periodStart: z.string(),
  /** The months the expenses were summed over, "YYYY-MM", first and last. */
  from: z.string(),
  to: z.string(),
  lines: z.array(BudgetLineDto),
});
export type BudgetDraftProposalDto = z.infer<typeof BudgetDraftProposalDto>;

export const SiteBudgetParams = z.object({ siteId: id });
export type BudgetSplit = z.infer<typeof BudgetSplit>;
