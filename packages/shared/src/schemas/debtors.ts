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
});
export type DebtorsQuery = z.output<typeof DebtorsQuery>;

export const DebtorAdditionalDebt = z.object({
  additionalChargeId: z.number().int(),
  title: z.string(),
  /** Lira. */
  debt: z.number(),
});

export const DebtorDto = z.object({
  unitId: z.number().int(),
  block: z.string(),
  doorNumber: z.string(),
  residentName: z.string().nullable(),
  /** Lira, positive when owed. */
  duesDebt: z.number(),
  additional: z.array(DebtorAdditionalDebt),
  /** Lira; late fees arrive with PRODUCT.md §12 and are 0 until then. */
  lateFees: z.number(),
  total: z.number(),
  /** "YYYY-MM": the oldest month whose dues are not fully paid, settling payments oldest first. */
  oldestUnpaidMonth: z.string().nullable(),
  /** How many months of dues are not fully paid. */
  monthsOverdue: z.number().int(),
});
export type DebtorDto = z.infer<typeof DebtorDto>;

export const DebtorList = z.object({
  rows: z.array(DebtorDto),
  /** Every ek bütçe that appears in a row, for the table's columns. */
  additionalCharges: z.array(z.object({ additionalChargeId: z.number().int(), title: z.string() })),
  totals: z.object({ dues: z.number(), additional: z.number(), lateFees: z.number(), total: z.number() }),
});
export type DebtorList = z.infer<typeof DebtorList>;
