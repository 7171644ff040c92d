/** The late-fee settings of a site (gecikme tazminatı, PRODUCT.md §12, docs/shares-and-late-fees.md). */
import { z } from 'zod';
import { LATE_FEE_TEXTS } from '../messages/late-fees.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { numberInput } from './number-input.js';

/**
 * A real calendar day "YYYY-MM-DD". Its own copy of the accounts schema's check: importing that
 * module here would close an import cycle through site-admin.ts.
 */
function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

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
