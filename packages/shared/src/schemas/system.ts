/** Request and response schemas of the system area (sites and their administrators). */
import { z } from 'zod';
import { numberInput } from './number-input.js';
import { passwordWeakness } from '../password-rule.js';
import { moneyInput, PhoneInput, UserDto } from './common.js';

export const SITE_NAME_MAX = 200;
export const SITE_ADDRESS_MAX = 500;
/** A complex with more blocks or units than this is a typing mistake, not a site. */
export const SITE_BLOCK_COUNT_MAX = 500;
export const SITE_UNIT_COUNT_MAX = 100_000;
export const PERSON_NAME_MAX = 200;
export const EMAIL_MAX = 254;

function positiveCount(field: string, max: number) {
  return z
    .number()
    .int({ message: `${field} tam sayı olmalıdır.` })
    .min(1, { message: `${field} en az 1 olmalıdır.` })
    .max(max, { message: `${field} en fazla ${max} olabilir.` });
}

export const CreateSiteRequest = z.object({
  name: z.string().trim().min(1).max(SITE_NAME_MAX),
  address: z.string().trim().min(1).max(SITE_ADDRESS_MAX),
  blockCount: positiveCount('Blok sayısı', SITE_BLOCK_COUNT_MAX),
  unitCount: positiveCount('Daire sayısı', SITE_UNIT_COUNT_MAX),
  monthlyDuesAmount: moneyInput('Aylık aidat tutarı', { allowZero: true }),
});
export type CreateSiteRequest = z.infer<typeof CreateSiteRequest>;
export type CreateSiteInput = z.input<typeof CreateSiteRequest>;

/** Ids are PostgreSQL integers: anything larger is an unknown id, not a server error. */
export const DB_INT_MAX = 2_147_483_647;

export const SiteIdParam = z.object({ siteId: numberInput(z.number().int().positive().max(DB_INT_MAX)) });

/** A trimmed, lower-cased e-mail address. */
export const EmailInput = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email());

export const AssignAdminRequest = z.object({
  siteId: z.number().int().positive().max(DB_INT_MAX),
  fullName: z.string().trim().min(1).max(PERSON_NAME_MAX),
  email: EmailInput,
  // Optional: an empty field of the form means "no phone".
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), PhoneInput.optional()),
  password: z.string().superRefine((value, ctx) => {
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  }),
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

export const SYSTEM_MESSAGES = {
  siteCreated: 'Site oluşturuldu',
  adminAssigned: 'Yönetici atandı',
  siteNotFound: 'Site bulunamadı.',
  siteIdMismatch: 'Adresteki ve gövdedeki site kimlikleri aynı olmalıdır.',
  emailBelongsToOther: 'Bu e-posta adresi başka bir kullanıcıya ait.',
  alreadyAdmin: 'Bu kullanıcı zaten bu sitenin yöneticisi.',
} as const;
