/**
 * A site's dues rule (PRODUCT.md §12): the same amount for every unit, or a monthly total split by
 * arsa payı or m², and the month it applies from. A change for a later month waits as the site's
 * pending change; months already charged are never changed.
 */
import { z } from 'zod';
import { FIELD_LABELS } from '../messages/fields.js';
import { DUES_RULE_TEXTS } from '../messages/dues-rule.js';
import { blankToUndefined, moneyInput } from './common.js';

export const DUES_MODES = ['perUnit', 'landShare', 'area'] as const;
export const DuesMode = z.enum(DUES_MODES);
export type DuesMode = z.infer<typeof DuesMode>;

/** "YYYY-MM", a real month. */
export const DuesMonthInput = z
  .string({ message: DUES_RULE_TEXTS.effectiveFromInvalid })
  .trim()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { message: DUES_RULE_TEXTS.effectiveFromInvalid });

/** A form's blank or null month means "the default month". */

export const DuesRuleBody = z.object({
  mode: DuesMode,
  /** Lira: per unit for 'perUnit', otherwise the site's monthly total. 0 charges nothing. */
  amount: moneyInput(FIELD_LABELS.amount, { allowZero: true }),
  /** Default: this Istanbul month when no unit of the site is charged for it yet, otherwise the next. */
  effectiveFrom: z.preprocess(blankToUndefined, DuesMonthInput.optional()),
});
export type DuesRuleBody = z.input<typeof DuesRuleBody>;
export type DuesRuleInput = z.output<typeof DuesRuleBody>;

export const DuesRuleDto = z.object({
  mode: DuesMode,
  /** Lira: per unit for 'perUnit', otherwise the monthly total. */
  amount: z.number(),
  /** "YYYY-MM" the rule applies from; null for a rule older than effective months. */
  effectiveFrom: z.string().nullable(),
});
export type DuesRuleDto = z.infer<typeof DuesRuleDto>;

/** A site's dues as the manager's card shows them. */
export const SiteDuesRuleDto = z.object({
  siteId: z.number().int(),
  /** The rule of this month (and of later months until the pending change). */
  rule: DuesRuleDto,
  /** The change waiting for its month, if any. */
  pending: DuesRuleDto.nullable(),
  /** The latest month charged to the site's units ("YYYY-MM"), null before the first charge. */
  chargedThrough: z.string().nullable(),
  /** The month a change made now applies from when none is chosen. */
  defaultEffectiveFrom: z.string(),
  /**
   * Approved işletme projeleri that set this month's dues or later months' (PRODUCT.md §13),
   * oldest first: a manual change for one of their months is refused. `month` is the first month
   * of it still to come or this one, with what it charges the units that month (lira).
   */
  budgets: z.array(
    z.object({
      id: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      month: z.string(),
      perUnitMin: z.number(),
      perUnitMax: z.number(),
      monthTotal: z.number(),
    }),
  ),
});
export type SiteDuesRuleDto = z.infer<typeof SiteDuesRuleDto>;

/** The answer to a change: the site's dues after it, the month it applies from and what was charged now. */
export const DuesRuleResult = SiteDuesRuleDto.extend({
  effectiveFrom: z.string(),
  /** "YYYY-MM" of this month. */
  period: z.string(),
  /** Units charged this month by the change (0 unless it applies to this month, still uncharged). */
  chargedUnits: z.number().int(),
});
export type DuesRuleResult = z.infer<typeof DuesRuleResult>;
