/** The late-fee settings of a site (gecikme tazminatı, PRODUCT.md §12, docs/shares-and-late-fees.md). */
import { z } from 'zod';
import { LATE_FEE_TEXTS } from '../messages/late-fees.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { isCalendarDay as isDay } from './common.js';
import { numberInput } from './number-input.js';

export const LateFeeBody = z.object({
  dueDay: numberInput(
    z
      .number({ message: LATE_FEE_TEXTS.dueDayInvalid })
      .int({ message: LATE_FEE_TEXTS.dueDayInvalid })
      .min(1, { message: LATE_FEE_TEXTS.dueDayInvalid })
      .max(28, { message: LATE_FEE_TEXTS.dueDayInvalid }),
  ),
  lateFeeEnabled: z.boolean({ message: LATE_FEE_TEXTS.enabledInvalid }),
  /** Percent per month, at most two decimals (5 or 2.75); stored as basis points. */
  lateFeeRatePercent: numberInput(
    z
      .number({ message: LATE_FEE_TEXTS.rateInvalid })
      .refine((v) => v >= 0.01 && v <= 100 && hasAtMostTwoDecimals(v), { message: LATE_FEE_TEXTS.rateInvalid }),
  ),
  lateFeeFrom: z.string({ message: LATE_FEE_TEXTS.fromInvalid }).trim().refine(isDay, {
    message: LATE_FEE_TEXTS.fromInvalid,
  }),
});
export type LateFeeBody = z.input<typeof LateFeeBody>;
export type LateFeeInput = z.output<typeof LateFeeBody>;

/** The settings as a site answer carries them (GET /api/siteadmin/sites). */
export const LateFeeSettings = z.object({
  dueDay: z.number().int(),
  lateFeeEnabled: z.boolean(),
  lateFeeRatePercent: z.number(),
  /** "YYYY-MM-DD"; null until the manager sets it (no fees before that). */
  lateFeeFrom: z.string().nullable(),
});
export type LateFeeSettings = z.infer<typeof LateFeeSettings>;

export const LateFeeSettingsDto = LateFeeSettings.extend({ siteId: z.number().int() });
export type LateFeeSettingsDto = z.infer<typeof LateFeeSettingsDto>;
