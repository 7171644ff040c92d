/** The yearly handover (devir-teslim, PRODUCT.md §19; answer shape §25). */
import { z } from 'zod';
import {
  BUDGET_DECISION_NO_MAX,
  HANDOVER_CASH_COUNT_MAX,
  HANDOVER_NOTE_MAX,
  MAX_ID,
  PERSON_NAME_MAX,
} from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { HANDOVER_TEXTS } from '../messages/handovers.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { passwordWeakness } from '../password-rule.js';
import { blankToUndefined, isCalendarDay, moneyInput, PhoneInput, singleLine } from './common.js';
import { numberInput } from './number-input.js';
import { EmailInput } from './system.js';

const id = numberInput(z.number().int().positive().max(MAX_ID));

/**
 * The new manager, as 'Siteye Yönetici Ata' takes them (PRODUCT.md §4): a new user needs a
 * password; an existing one (with `linkExisting`) keeps theirs, so it may be left out.
 */
export const HandoverNewManager = z.object({
  fullName: singleLine(z.string().trim().min(1).max(PERSON_NAME_MAX)),
  email: EmailInput,
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), PhoneInput.optional()),
  password: z.preprocess(
    blankToUndefined,
    z
      .string()
      .superRefine((value, ctx) => {
        const weakness = passwordWeakness(value);
        if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
      })
      .optional(),
  ),
});

export const CashCountInput = z.object({
  accountId: id,
  countedAmount: moneyInput(FIELD_LABELS.countedAmount, { allowZero: true }),
});

/**
 * POST /api/siteadmin/sites/{siteId}/handover: the new manager, the kurul decision that appointed
 * them (its number and day, or a passed motion of the site's kurul), every kasa's counted cash and
 * a note.
 */
export const HandoverBody = z
  .object({
    newManager: HandoverNewManager,
    linkExisting: z.boolean().optional(),
    decisionNo: z.preprocess(
      blankToUndefined,
      singleLine(z.string().trim().min(1).max(BUDGET_DECISION_NO_MAX)).optional(),
    ),
    decidedAt: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .refine(isCalendarDay, { message: invalidDateMessage(FIELD_LABELS.decidedAt) })
        .optional(),
    ),
    decisionId: z.preprocess(blankToUndefined, id.optional()),
    cashCount: z.array(CashCountInput).max(HANDOVER_CASH_COUNT_MAX),
    note: z.preprocess(blankToUndefined, z.string().trim().min(1).max(HANDOVER_NOTE_MAX).optional()),
  })
  .superRefine((body, ctx) => {
    const typed = body.decisionNo !== undefined || body.decidedAt !== undefined;
    if (body.decisionNo === undefined && body.decidedAt !== undefined)
      ctx.addIssue({ code: 'custom', path: ['decisionNo'], message: HANDOVER_TEXTS.decisionNoMissing });
    if (body.decidedAt === undefined && body.decisionNo !== undefined)
      ctx.addIssue({ code: 'custom', path: ['decidedAt'], message: HANDOVER_TEXTS.decidedAtMissing });
    if (!typed && body.decisionId === undefined)
      ctx.addIssue({ code: 'custom', path: ['decisionId'], message: HANDOVER_TEXTS.decisionMissing });
    if (!body.linkExisting && body.newManager.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['newManager', 'password'], message: HANDOVER_TEXTS.passwordRequired });
    const seen = new Set<number>();
    body.cashCount.forEach((entry, i) => {
      if (seen.has(entry.accountId))
        ctx.addIssue({
          code: 'custom',
          path: ['cashCount', i, 'accountId'],
          message: HANDOVER_TEXTS.cashCountDuplicate,
        });
      seen.add(entry.accountId);
    });
  });
export type HandoverBody = z.input<typeof HandoverBody>;
export type HandoverInput = z.output<typeof HandoverBody>;

export const HandoverIdParam = z.object({ id });

export const HandoverManagerDto = z.object({ userId: z.number().int().nullable(), fullName: z.string() });
export type HandoverManagerDto = z.infer<typeof HandoverManagerDto>;

/** A kasa's count: its book balance, what was counted and the difference (counted − book), in lira. */
export const CashCountDto = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  bookBalance: z.number(),
  countedAmount: z.number(),
  difference: z.number(),
});
export type CashCountDto = z.infer<typeof CashCountDto>;

/** A bank or POS account at the handover, with its book balance. */
export const HandoverAccountDto = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  kind: z.string(),
  bookBalance: z.number(),
});
export type HandoverAccountDto = z.infer<typeof HandoverAccountDto>;

export const HandoverDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  at: z.string(),
  by: HandoverManagerDto.nullable(),
  fromManagers: z.array(HandoverManagerDto),
  toManager: HandoverManagerDto,
  decisionNo: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionId: z.number().int().nullable(),
  cashCount: z.array(CashCountDto),
  accounts: z.array(HandoverAccountDto),
  note: z.string().nullable(),
  archiveSha256: z.string().nullable(),
});
export type HandoverDto = z.infer<typeof HandoverDto>;
