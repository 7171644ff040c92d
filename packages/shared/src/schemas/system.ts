/** Request and response schemas of the system area (sites and their administrators). */
import { z } from 'zod';
import { numberInput } from './number-input.js';
import {
  DB_INT_MAX,
  EMAIL_MAX,
  PERSON_NAME_MAX,
  SITE_ADDRESS_MAX,
  SITE_BLOCK_COUNT_MAX,
  SITE_NAME_MAX,
  SITE_UNIT_COUNT_MAX,
} from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { countMessages } from '../messages/inputs.js';
import { passwordWeakness } from '../password-rule.js';
import { moneyInput, PhoneInput, UserDto, singleLine } from './common.js';

function positiveCount(field: string, max: number) {
  const messages = countMessages(field, max);
  return z
    .number()
    .int({ message: messages.notInteger })
    .min(1, { message: messages.belowOne })
    .max(max, { message: messages.tooBig });
}

export const CreateSiteRequest = z.object({
  name: singleLine(z.string().trim().min(1).max(SITE_NAME_MAX)),
  address: singleLine(z.string().trim().min(1).max(SITE_ADDRESS_MAX)),
  blockCount: positiveCount(FIELD_LABELS.blockCount, SITE_BLOCK_COUNT_MAX),
  unitCount: positiveCount(FIELD_LABELS.unitCount, SITE_UNIT_COUNT_MAX),
  monthlyDuesAmount: moneyInput(FIELD_LABELS.monthlyDuesAmount, { allowZero: true }),
});
export type CreateSiteRequest = z.infer<typeof CreateSiteRequest>;
export type CreateSiteInput = z.input<typeof CreateSiteRequest>;

export const SiteIdParam = z.object({ siteId: numberInput(z.number().int().positive().max(DB_INT_MAX)) });

/** A trimmed, lower-cased e-mail address. */
export const EmailInput = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email());

export const AssignAdminRequest = z.object({
  siteId: z.number().int().positive().max(DB_INT_MAX),
  fullName: singleLine(z.string().trim().min(1).max(PERSON_NAME_MAX)),
  email: EmailInput,
  // Optional: an empty field of the form means "no phone".
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), PhoneInput.optional()),
  password: z.string().superRefine((value, ctx) => {
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  }),
  /**
   * Giving a registered user the Admin role is always explicit (PRODUCT.md §4): without this an
   * e-mail or phone of an existing user is a 409; with it that user is linked and keeps their password.
   */
  linkExisting: z.boolean().optional(),
});
export type AssignAdminRequest = z.infer<typeof AssignAdminRequest>;
export type AssignAdminInput = z.input<typeof AssignAdminRequest>;

export const AssignAdminResponse = z.object({
  siteId: z.number().int(),
  user: UserDto,
  /** True when a new user was created, false when an existing one was linked or promoted. */
  created: z.boolean(),
});
export type AssignAdminResponse = z.infer<typeof AssignAdminResponse>;
