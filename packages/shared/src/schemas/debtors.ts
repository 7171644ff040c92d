/** The debtor list of a site (PRODUCT.md §11): who owes what, since when. */
import { z } from 'zod';
import { DEBTOR_TEXTS } from '../messages/debtors.js';
import { numberInput } from './number-input.js';

export const DebtorsQuery = z.object({
  /** Only units with at least this many months of dues (partly) unpaid; 0 or absent: every unit that owes. */
  minMonthsOverdue: numberInput(
    z
      .number({ error: DEBTOR_TEXTS.minMonthsInvalid })
      .int({ error: DEBTOR_TEXTS.minMonthsInvalid })
      .min(0, { error: DEBTOR_TEXTS.minMonthsInvalid })
      .max(120, { error: DEBTOR_TEXTS.minMonthsInvalid }),
  ).optional(),
  /** Only the units under icra (true) or only the others (false); absent: both (PRODUCT.md §21). */
  enforcement: z.enum(['true', 'false']).optional(),
});
export type DebtorsQuery = z.output<typeof DebtorsQuery>;

/**
 * Amounts of the debtor list are balances, like §5's `outstanding` (PRODUCT.md "Answer shapes":
 * debts negative): a unit that owes 1.250,00 ₺ of dues has `duesDebt: -1250`. A group the unit
 * is in credit on (e.g. dues paid ahead while an ek bütçe is owed) is positive.
 */
export const DebtorAdditionalDebt = z.object({
  additionalChargeId: z.number().int(),
  title: z.string(),
  /** Lira; negative when owed. */
  debt: z.number(),
  /** Whom to ask first (PRODUCT.md §16): the owners, or the current tenant for an occupant ek bütçe. */
  askedOf: z.enum(['tenant', 'owners']),
});
export type DebtorAdditionalDebt = z.infer<typeof DebtorAdditionalDebt>;

export const DebtorDto = z.object({
  unitId: z.number().int(),
  block: z.string(),
  doorNumber: z.string(),
  residentName: z.string().nullable(),
  /** Lira, the dues balance; negative when owed. */
  duesDebt: z.number(),
  /** Each ek bütçe the unit's balance is not zero on. */
  additionalChargeDebts: z.array(DebtorAdditionalDebt),
  /** The resident's phone as it is written ("+90 5xx xxx xx xx"), to call from the list; null without one. */
  residentPhone: z.string().nullable(),
  /**
   * Lira, the late fees owed today (PRODUCT.md §12), negative when owed: those posted and those
   * accrued to today, which a payment today posts.
   */
  lateFeeDebt: z.number(),
  /** Lira, positive: the part of lateFeeDebt accrued to today and not posted yet (labelled so). */
  lateFeeAccrued: z.number(),
  /** Lira, dues + ek bütçe + late fees: what the unit owes today, always negative on the list. */
  totalDebt: z.number(),
  /** "YYYY-MM": the oldest month whose dues are not fully paid, settling payments oldest first. */
  oldestUnpaidMonth: z.string().nullable(),
  /** How many months of dues are not fully paid. */
  monthsOverdue: z.number().int(),
  /**
   * Whom to ask for the dues and their late fees (PRODUCT.md §16): the current tenant when every
   * unpaid month falls in the tenancy, else the owners (who owe everything, KMK 20).
   */
  duesAskedOf: z.enum(['tenant', 'owners']),
  /** The current tenant's name and phone ("+90 5xx …"); null without one. */
  tenantName: z.string().nullable(),
  tenantPhone: z.string().nullable(),
  /** The current owners, the largest share first. */
  ownerNames: z.array(z.string()),
  /** Under icra now (PRODUCT.md §21), since that day ("YYYY-MM-DD"; null when not). */
  enforcement: z.boolean(),
  enforcementStartedAt: z.string().nullable(),
});
export type DebtorDto = z.infer<typeof DebtorDto>;

export const DebtorList = z.object({
  rows: z.array(DebtorDto),
  /** Every ek bütçe that appears in a row, for the table's columns. */
  additionalCharges: z.array(z.object({ additionalChargeId: z.number().int(), title: z.string() })),
  /** The rows' sums, signed as the rows are. */
  totals: z.object({
    duesDebt: z.number(),
    additionalChargeDebt: z.number(),
    lateFeeDebt: z.number(),
    lateFeeAccrued: z.number(),
    totalDebt: z.number(),
  }),
});
export type DebtorList = z.infer<typeof DebtorList>;
