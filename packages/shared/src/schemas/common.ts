import { z } from 'zod';
import { numberInput } from './number-input.js';
import { MAX_AMOUNT_KURUS, MAX_ID, MAX_PAGE_SIZE, UNIT_LABEL_MAX } from '../limits.js';
import { SINGLE_LINE } from '../messages/validation.js';
import { moneyMessages, PHONE_INVALID_MESSAGE, requiredFieldMessage, tooLongMessage } from '../messages/inputs.js';
import { readAmountText } from '../amount-text.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { normalizePhone } from '../phone.js';

/** A form's blank or null field means "not given". */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Whether a text is a real calendar day "YYYY-MM-DD" (2026-02-30 is not: Date would roll it into March). */
export function isCalendarDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return false;
  const d = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
  return d.getUTCFullYear() === +day[1] && d.getUTCMonth() === +day[2] - 1 && d.getUTCDate() === +day[3];
}

export { SINGLE_LINE };

/** A trimmed text schema that refuses control characters (turkishIssueMessage names the field). */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.regex(SINGLE_LINE) as T;
}

/** A positive integer id in a path (":id" arrives as text). */
export const IdParam = z.object({ id: numberInput(z.number().int().positive().max(MAX_ID)) });

export const PageQuery = z.object({
  page: numberInput(z.number().int().min(1).default(1)),
  pageSize: numberInput(z.number().int().min(1).max(MAX_PAGE_SIZE).default(50)),
});

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** A Turkish mobile phone in any accepted spelling, normalised to E.164. */
export const PhoneInput = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: PHONE_INVALID_MESSAGE,
      });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A money amount in lira: finite, at most two decimals, within the ledger's range. A form may send
 * it as the person typed it; the text is read by `readAmountText` (Turkish or plain, an ambiguous
 * one refused), so the form and the server read it alike.
 */
export function moneyInput(field: string, opts: { allowZero?: boolean } = {}) {
  const messages = moneyMessages(field);
  return z
    .preprocess((typed, ctx) => {
      if (typeof typed !== 'string') return typed;
      const read = readAmountText(typed);
      // Blank is a missing amount: the number check below says the field is required.
      if (read === null) return undefined;
      if ('value' in read) return read.value;
      ctx.addIssue({
        code: 'custom',
        message: read.problem === 'ambiguous' ? messages.ambiguous(typed.trim()) : messages[read.problem],
      });
      return z.NEVER;
    }, z.number())
    .refine((v) => Number.isFinite(v), { message: messages.notANumber })
    .refine((v) => (opts.allowZero ? v >= 0 : v > 0), {
      message: opts.allowZero ? messages.negative : messages.notPositive,
    })
    .refine((v) => hasAtMostTwoDecimals(v), { message: messages.tooManyDecimals })
    .refine((v) => Math.abs(v) * 100 <= MAX_AMOUNT_KURUS, { message: messages.tooLarge });
}

/**
 * Block or door number: text such as "A" or "12B", at most 10 characters. Trimmed and upper-cased
 * the Turkish way ('i' → 'İ'), so 'c' + '1' is the same unit as 'C' + '1' for the uniqueness check.
 */
export function unitLabel(field: string) {
  return z
    .string()
    .trim()
    .min(1, { message: requiredFieldMessage(field) })
    .max(UNIT_LABEL_MAX, { message: tooLongMessage(field, UNIT_LABEL_MAX) })
    .regex(SINGLE_LINE)
    .transform((label) => label.toLocaleUpperCase('tr-TR'));
}

export const UserDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['Resident', 'Admin', 'SystemAdmin']),
  isBlocked: z.boolean(),
});
export type UserDto = z.infer<typeof UserDto>;

/** A site (SPEC §3); the dues amount is lira with at most two decimals. */
export const SiteDto = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  blockCount: z.number().int(),
  unitCount: z.number().int(),
  monthlyDuesAmount: z.number(),
});
export type SiteDto = z.infer<typeof SiteDto>;

/** A notification as the API sends it: dates are ISO 8601 UTC text. */
export const NotificationDto = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  siteId: z.number().int(),
  isActive: z.boolean(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;
