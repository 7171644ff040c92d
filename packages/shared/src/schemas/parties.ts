/** Owners and tenants of a unit (PRODUCT.md §16, answer shapes §25). */
import { z } from 'zod';
import { EMAIL_MAX, OWNER_SHARE_DENOMINATOR_MAX, PERSON_NAME_MAX, UNIT_OWNERS_MAX } from '../limits.js';
import { PAYER_ROLES } from '../ledger/additional-charge-plan.js';
import { TRANSACTION_TYPES } from '../ledger/transaction-types.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { PARTIES_TEXTS } from '../messages/parties.js';
import { blankToUndefined, IdParam, isCalendarDay, moneyInput, PhoneInput, singleLine } from './common.js';
import { UNIT_RELATIONS } from './me.js';
import { numberInput } from './number-input.js';

const day = (field: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, { message: invalidDateMessage(field) });

const person = {
  fullName: singleLine(z.string().trim().min(1).max(PERSON_NAME_MAX)),
  phone: PhoneInput,
  email: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()).optional()),
};

const shareNumber = numberInput(z.number().int().positive().max(OWNER_SHARE_DENOMINATOR_MAX));

export const OwnerInput = z
  .object({ ...person, shareNumerator: shareNumber, shareDenominator: shareNumber })
  .refine((o) => o.shareNumerator <= o.shareDenominator, {
    path: ['shareNumerator'],
    message: PARTIES_TEXTS.sharesMustAddUp,
  });

/** Whether shares a/b add up to exactly 1, in integers (no float ever sees a share). */
export function sharesMakeWhole(shares: ReadonlyArray<{ shareNumerator: number; shareDenominator: number }>): boolean {
  let num = 0n;
  let den = 1n;
  for (const s of shares) {
    num = num * BigInt(s.shareDenominator) + BigInt(s.shareNumerator) * den;
    den *= BigInt(s.shareDenominator);
  }
  return num === den;
}

/** The owners of a unit: shares adding up to 1, each phone once. */
const ownerList = z
  .array(OwnerInput)
  .min(1)
  .max(UNIT_OWNERS_MAX)
  .superRefine((owners, ctx) => {
    if (!sharesMakeWhole(owners)) ctx.addIssue({ code: 'custom', message: PARTIES_TEXTS.sharesMustAddUp });
    if (new Set(owners.map((o) => o.phone)).size !== owners.length)
      ctx.addIssue({ code: 'custom', message: PARTIES_TEXTS.ownerPhoneTwice });
  });

/** PUT …/owners: a correction of the current owners (a change of owner is a sale). */
export const PutOwnersBody = z.object({
  owners: ownerList,
  since: z.preprocess(blankToUndefined, day(FIELD_LABELS.since).optional()),
});
export type PutOwnersBody = z.input<typeof PutOwnersBody>;
export type PutOwnersInput = z.output<typeof PutOwnersBody>;

/** POST …/tenant: a tenant moves in. */
export const AddTenantBody = z.object({
  ...person,
  since: day(FIELD_LABELS.since),
  monthlyRent: z.preprocess(blankToUndefined, moneyInput(FIELD_LABELS.monthlyRent).optional()),
});
export type AddTenantBody = z.input<typeof AddTenantBody>;
export type AddTenantInput = z.output<typeof AddTenantBody>;

/** POST …/tenant/move-out: the last day of the tenancy. */
export const MoveOutBody = z.object({ date: day(FIELD_LABELS.date) });
export type MoveOutBody = z.input<typeof MoveOutBody>;

/** POST …/sale: the first day of the new owners. */
export const SaleBody = z.object({ date: day(FIELD_LABELS.date), owners: ownerList });
export type SaleBody = z.input<typeof SaleBody>;
export type SaleInput = z.output<typeof SaleBody>;

export const OwnerDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  shareNumerator: z.number().int(),
  shareDenominator: z.number().int(),
  /** "YYYY-MM-DD": the first day as owner. */
  since: z.string(),
});
export type OwnerDto = z.infer<typeof OwnerDto>;

export const TenantDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  since: z.string(),
  /** The last day (inclusive); null while the tenancy runs. */
  until: z.string().nullable(),
  /** Lira; null when not given. */
  monthlyRent: z.number().nullable(),
});
export type TenantDto = z.infer<typeof TenantDto>;

/** What is recorded on a unit about its owners and tenant (PRODUCT.md §16), for its managers. */
export const PartyEventDto = z.object({
  id: z.number().int(),
  kind: z.enum(['owners_corrected', 'move_in', 'move_out', 'sale', 'clearance']),
  day: z.string(),
  /** Who did it: the manager's name. */
  by: z.string().nullable(),
  at: z.string(),
  /** The names it concerns (owners, the tenant), as typed then. */
  names: z.array(z.string()),
  /** A letter's balance, a final statement's balance: lira. */
  balance: z.number().nullable(),
  finalStatementId: z.number().int().nullable(),
});
export type PartyEventDto = z.infer<typeof PartyEventDto>;

export const PartiesDto = z.object({
  owners: z.array(OwnerDto),
  tenant: TenantDto.nullable(),
  /**
   * What the current tenant owes today (the tenancy's occupant charges unpaid, late fees accrued
   * to today included), lira, positive; shown beside the rent (KMK 22 caps the tenant's liability
   * at the rent owed). Null without a tenant.
   */
  tenantOwed: z.number().nullable(),
  /** Former tenants, the latest first. */
  pastTenants: z.array(TenantDto),
  /** What was done, the latest first (moves, sales, corrections, letters). */
  events: z.array(PartyEventDto),
});
export type PartiesDto = z.infer<typeof PartiesDto>;

/**
 * A charge as a party sees it (PRODUCT.md §16, §25): `unpaid` is what of it is still owed.
 * `id` is null for the late fee accrued to today and not posted yet (posted when it is paid).
 * `tenantDebt`: it falls to a tenant and is unpaid, shown to the owners as the tenant's.
 */
export const PartyItemDto = z.object({
  id: z.number().int().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  /** "YYYY-MM-DD". */
  date: z.string(),
  amount: z.number(),
  payerRole: z.enum(PAYER_ROLES),
  unpaid: z.number(),
  tenantDebt: z.boolean(),
});
export type PartyItemDto = z.infer<typeof PartyItemDto>;

/** A payment as a party sees it: `settled` is the part of it that paid the items shown beside it. */
export const PartyPaymentDto = z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  date: z.string(),
  amount: z.number(),
  settled: z.number(),
});
export type PartyPaymentDto = z.infer<typeof PartyPaymentDto>;

/** A final statement as given at a move-out or a sale; `balance` ≤ 0 when the party left owing. */
export const FinalStatementDto = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  siteName: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  party: z.enum(['tenant', 'owners']),
  from: z.string(),
  to: z.string(),
  items: z.array(PartyItemDto),
  payments: z.array(PartyPaymentDto),
  balance: z.number(),
  /** ISO 8601: when it was given. */
  createdAt: z.string(),
});
export type FinalStatementDto = z.infer<typeof FinalStatementDto>;

/** …/final-statements/{id}: the unit and the statement. */
export const FinalStatementParams = z.object({
  unitId: IdParam.shape.id,
  id: IdParam.shape.id,
});

export const MoveOutAnswer = z.object({ tenancy: TenantDto, finalStatement: FinalStatementDto });
export type MoveOutAnswer = z.infer<typeof MoveOutAnswer>;

/** A sale's answer; no final statement when the unit had no owners recorded. */
export const SaleAnswer = z.object({
  previousOwners: z.array(OwnerDto),
  owners: z.array(OwnerDto),
  finalStatement: FinalStatementDto.nullable(),
});
export type SaleAnswer = z.infer<typeof SaleAnswer>;

/** GET /api/me/units/{unitId}/account: what this caller may see of the unit (PRODUCT.md §16, §25). */
export const UnitAccountDto = z.object({
  unitId: z.number().int(),
  siteName: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  relations: z.array(z.enum(UNIT_RELATIONS)),
  items: z.array(PartyItemDto),
  payments: z.array(PartyPaymentDto),
  /** −Σ unpaid of `items`, lira: negative when owing. */
  outstanding: z.number(),
  /** Under icra takibi: told to the owners only (PRODUCT.md §21). */
  enforcement: z.boolean(),
  /** The tenant's view: the tenancy's first day; null for the others. */
  since: z.string().nullable(),
  /** The site takes card payments (PRODUCT.md §20) and this server has a provider: 'Kartla Öde' is offered. */
  cardPayment: z.boolean(),
});
export type UnitAccountDto = z.infer<typeof UnitAccountDto>;
