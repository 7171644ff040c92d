/** Request and response schemas of the site-admin area (units, dues, payments, ek bütçe, residents). */
import { z } from 'zod';
import { DecisionIdInput } from './meetings.js';
import { PAYMENT_METHODS } from '../books/books-constants.js';
import { numberInput } from './number-input.js';
import {
  ADDITIONAL_CHARGE_TITLE_MAX,
  BULK_UNITS_MAX,
  EMAIL_MAX,
  LAND_SHARE_MAX,
  MAX_ID,
  PERSON_NAME_MAX,
  PAYMENT_DESCRIPTION_MAX,
  REVERSAL_REASON_MAX,
  ROOM_COUNT_MAX,
  SQUARE_METERS_MAX,
} from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import {
  countMessages,
  LEDGER_DATE_INVALID_MESSAGE,
  minimumMessage,
  requiredFieldMessage,
} from '../messages/inputs.js';
import {
  ADDITIONAL_CHARGE_SPLITS,
  CHARGED_TO,
  INSTALLMENTS_MAX,
  INSTALLMENTS_MIN,
} from '../ledger/additional-charge-plan.js';
import { SITE_ADMIN_TEXTS } from '../messages/site-admin.js';
import { blankToUndefined, moneyInput, PhoneInput, singleLine, SiteDto, unitLabel } from './common.js';
import { DuesRuleDto } from './dues-rule.js';
import { LateFeeSettings } from './late-fees.js';
import { LedgerTransactionType } from './me.js';

const siteId = numberInput(z.number().int().positive().max(MAX_ID));

/** An empty or missing count is 0 (SPEC §5: m² and rooms default to 0 when empty). */
function countInput(max: number) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? 0
        : typeof v === 'string'
          ? Number(v.trim())
          : v,
    z.number().int().min(0).max(max),
  );
}

/**
 * A calendar day "YYYY-MM-DD" or a full ISO instant. The service turns it into an instant and
 * checks it is not after today (Istanbul).
 */
export const LedgerDateInput = z.string().trim().refine(isLedgerDate, {
  message: LEDGER_DATE_INVALID_MESSAGE,
});

function isLedgerDate(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    // Rejects 2026-02-30 and the like, which Date would roll over into March.
    const d = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
    return d.getUTCFullYear() === +day[1] && d.getUTCMonth() === +day[2] - 1 && d.getUTCDate() === +day[3];
  }
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}

function optionalText(max: number) {
  return z.preprocess(blankToUndefined, singleLine(z.string().trim().max(max)).optional());
}

const optionalDate = z.preprocess(blankToUndefined, LedgerDateInput.optional());

export const SiteIdQuery = z.object({ siteId });
export const UnitIdParam = z.object({ unitId: numberInput(z.number().int().positive().max(MAX_ID)) });

/** The sites an administrator sees: the same shape as everywhere else. */
/** A site as its managers see it: with its late-fee settings (always sent; optional for older screens' fixtures). */
export const AdminSiteDto = SiteDto.extend({ lateFee: LateFeeSettings.optional() });
export type AdminSiteDto = z.infer<typeof AdminSiteDto>;

export const UnitResidentDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type UnitResidentDto = z.infer<typeof UnitResidentDto>;

export const AdminUnitDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  block: z.string(),
  doorNumber: z.string(),
  /** What the resident writes on a bank transfer, e.g. "GNS-A5" (PRODUCT.md §14). */
  paymentReference: z.string(),
  squareMeters: z.number().int(),
  roomCount: z.number().int(),
  resident: UnitResidentDto.nullable(),
  /** payments − charges over every type, in lira (negative: the unit owes). */
  outstanding: z.number(),
  /**
   * Lira, positive: late fees accrued to today on the unit's unpaid charges and not posted yet
   * (PRODUCT.md §12), as the debtor list counts them. Owed today: outstanding − lateFeeAccrued.
   */
  lateFeeAccrued: z.number(),
});
export type AdminUnitDto = z.infer<typeof AdminUnitDto>;

/**
 * A unit as the manager's unit list, 'Daire Ekle' and the unit's edit answer it (PRODUCT.md §12):
 * AdminUnitDto with the arsa payı (both null until entered) and the 'icra takibinde' flag. A
 * separate schema so that code written against AdminUnitDto keeps compiling; the answer only grew.
 */
export const AdminUnitWithSharesDto = AdminUnitDto.extend({
  landShareNumerator: z.number().int().nullable(),
  landShareDenominator: z.number().int().nullable(),
  enforcement: z.boolean(),
  /** The day the open icra period started ("YYYY-MM-DD"), null when not under icra (PRODUCT.md §21). */
  enforcementStartedAt: z.string().nullable(),
});
export type AdminUnitWithSharesDto = z.infer<typeof AdminUnitWithSharesDto>;

export const CreateUnitBody = z.object({
  siteId,
  block: unitLabel(FIELD_LABELS.block),
  doorNumber: unitLabel(FIELD_LABELS.doorNumber),
  squareMeters: countInput(SQUARE_METERS_MAX),
  roomCount: countInput(ROOM_COUNT_MAX),
});
export type CreateUnitBody = z.input<typeof CreateUnitBody>;
export type CreateUnitInput = z.output<typeof CreateUnitBody>;

/** Absent stays absent (keep the stored value); null or a blank field clears it. */
const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/** One half of an arsa payı: a whole number from 1 up (a share of nothing is no share). */
function landShareInput(field: string) {
  const messages = countMessages(field, LAND_SHARE_MAX);
  return z.preprocess(
    blankToNull,
    numberInput(
      z
        .number()
        .int({ message: messages.notInteger })
        .min(1, { message: messages.belowOne })
        .max(LAND_SHARE_MAX, { message: messages.tooBig })
        .nullable()
        .optional(),
    ),
  );
}

/**
 * Editing a unit (PUT, PRODUCT.md §12): its labels and sizes as 'Daire Ekle' takes them, and
 * optionally its arsa payı and 'icra takibinde' flag. A share or flag left out keeps what is
 * stored, so a form that does not know them yet cannot wipe them; a share is cleared with both
 * halves null. Sending the same body twice leaves the same unit.
 */
export const UpdateUnitBody = z
  .object({
    block: unitLabel(FIELD_LABELS.block),
    doorNumber: unitLabel(FIELD_LABELS.doorNumber),
    squareMeters: countInput(SQUARE_METERS_MAX),
    roomCount: countInput(ROOM_COUNT_MAX),
    landShareNumerator: landShareInput(FIELD_LABELS.landShareNumerator),
    landShareDenominator: landShareInput(FIELD_LABELS.landShareDenominator),
    enforcement: z.preprocess(blankToUndefined, z.boolean().optional()),
  })
  .superRefine((body, ctx) => {
    const n = body.landShareNumerator;
    const d = body.landShareDenominator;
    // Both numbers, both cleared, or both left out: anything else is half a fraction.
    const given = (v: number | null | undefined) => (v === undefined ? 'absent' : v === null ? 'cleared' : 'number');
    if (given(n) !== given(d)) {
      // Name the half that is missing: the denominator when only the numerator is a number.
      const field = given(n) === 'number' ? 'landShareDenominator' : 'landShareNumerator';
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: SITE_ADMIN_TEXTS.landSharePairRequired(FIELD_LABELS[field]),
      });
      return;
    }
    if (typeof n === 'number' && typeof d === 'number' && n > d) {
      ctx.addIssue({ code: 'custom', path: ['landShareNumerator'], message: SITE_ADMIN_TEXTS.landShareAboveOne });
    }
  });
export type UpdateUnitBody = z.input<typeof UpdateUnitBody>;
export type UpdateUnitInput = z.output<typeof UpdateUnitBody>;

/**
 * Whether a site's arsa payları add up to one (PRODUCT.md §12 asks the site to warn when not):
 * the reduced sum of the given shares (null only when it is too long for JSON numbers, with many
 * different denominators), `complete` when every unit has one and they make exactly 1, and how
 * many units have none.
 */
export const LandShareTotalDto = z.object({
  landShareTotal: z.object({ numerator: z.number().int(), denominator: z.number().int() }).nullable(),
  complete: z.boolean(),
  missing: z.number().int(),
});
export type LandShareTotalDto = z.infer<typeof LandShareTotalDto>;

export const DuesAmountBody = z.object({
  siteId,
  monthlyAmount: moneyInput(FIELD_LABELS.monthlyAmount),
});
export type DuesAmountBody = z.infer<typeof DuesAmountBody>;

export const DuesAmountResult = z.object({
  siteId: z.number().int(),
  monthlyDuesAmount: z.number(),
  /** "YYYY-MM" of the month charged. */
  period: z.string(),
  /** Units that got this month's charge now (those charged before are left alone). */
  chargedUnits: z.number().int(),
  /** "YYYY-MM" the amount applies from (PRODUCT.md §12): this month if still uncharged, else a later one. */
  effectiveFrom: z.string(),
  /** The site's dues rule after the change, and the change still waiting for its month. */
  rule: DuesRuleDto,
  pending: DuesRuleDto.nullable(),
});
export type DuesAmountResult = z.infer<typeof DuesAmountResult>;

export const LedgerEntryDto = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  type: LedgerTransactionType,
  description: z.string(),
  /** ISO instant. */
  date: z.string(),
  /** Lira; negative only on a reversal. */
  amount: z.number(),
  additionalChargeId: z.number().int().nullable(),
  reversesId: z.number().int().nullable(),
  /** On a reversal, the reason the manager gave; null on every other row. */
  reversalReason: z.string().nullable(),
  /** True when a later row reverses this one. */
  reversed: z.boolean(),
  /** Name of who posted it; null for the automatic monthly accrual. */
  createdBy: z.string().nullable(),
  /** A payment's (and its reversal's) account and method; null on charges. */
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** A payment's receipt number, "2026-000123" (gap-free per site and year); null on charges and reversals. */
  receiptNo: z.string().nullable(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntryDto>;

export const PaymentBody = z
  .object({
    kind: z.enum(['aidat', 'ekbutce']),
    additionalChargeId: z.preprocess(blankToUndefined, z.number().int().positive().max(MAX_ID).optional()),
    amount: moneyInput(FIELD_LABELS.amount),
    date: optionalDate,
    description: optionalText(PAYMENT_DESCRIPTION_MAX),
    /** The site's default account when not given; the method then follows the account's kind. */
    accountId: z.preprocess(blankToUndefined, z.number().int().positive().max(MAX_ID).optional()),
    method: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'ekbutce' && body.additionalChargeId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['additionalChargeId'],
        message: SITE_ADMIN_TEXTS.additionalChargeRequired,
      });
    }
  });
export type PaymentBody = z.input<typeof PaymentBody>;
export type PaymentInput = z.output<typeof PaymentBody>;

export const ReverseBody = z.object({
  reason: singleLine(z.string().trim().min(1).max(REVERSAL_REASON_MAX)),
});
export type ReverseBody = z.infer<typeof ReverseBody>;

export const AdditionalChargeSplit = z.enum(ADDITIONAL_CHARGE_SPLITS);
export const ChargedToInput = z.enum(CHARGED_TO);
export type AdditionalChargeSplit = z.infer<typeof AdditionalChargeSplit>;

export const AdditionalChargeDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  title: z.string(),
  /** What each unit is charged ('perUnit'); null when a total was split over the units. */
  amountPerUnit: z.number().nullable(),
  /** ISO instant the units were charged at (the first instalment's). */
  date: z.string(),
  createdAt: z.string(),
  /** How it was shared out (PRODUCT.md §12): 'perUnit' for SPEC's amount per unit. */
  split: AdditionalChargeSplit,
  /** The whole ek bütçe: the split total, or the amount per unit × the units charged. */
  totalAmount: z.number(),
  /** 1, or the number of monthly instalments each unit's part is spread over. */
  installments: z.number().int(),
  /** Whom it is asked of first (PRODUCT.md §16): 'owner' or 'occupant'. */
  chargedTo: ChargedToInput,
  /** Set once the whole ek bütçe was undone ('Ek bütçeyi geri al'): when and why. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The kurul's passed motion that decided it, when recorded in Aidat (PRODUCT.md §18). */
  decisionId: z.number().int().nullable(),
});
export type AdditionalChargeDto = z.infer<typeof AdditionalChargeDto>;

const optionalMoney = (field: string) => z.preprocess(blankToUndefined, moneyInput(field).optional());
const installmentMessages = countMessages(FIELD_LABELS.installments, INSTALLMENTS_MAX);

/**
 * An ek bütçe (PRODUCT.md §5, §12). Without `split` it is SPEC's amount per unit, as before; with
 * 'equal', 'landShare' or 'area' a `totalAmount` is shared out with splitTotal. `installments`
 * (2–36) spreads each unit's part over that many monthly charges.
 */
export const CreateAdditionalChargeBody = z
  .object({
    siteId,
    title: singleLine(z.string().trim().min(1).max(ADDITIONAL_CHARGE_TITLE_MAX)),
    split: z.preprocess(blankToUndefined, AdditionalChargeSplit.default('perUnit')),
    chargedTo: z.preprocess(blankToUndefined, ChargedToInput.default('owner')),
    amountPerUnit: optionalMoney(FIELD_LABELS.amountPerUnit),
    totalAmount: optionalMoney(FIELD_LABELS.totalAmount),
    installments: z.preprocess(
      blankToUndefined,
      numberInput(
        z
          .number()
          .int({ message: installmentMessages.notInteger })
          .min(INSTALLMENTS_MIN, { message: minimumMessage(FIELD_LABELS.installments, INSTALLMENTS_MIN) })
          .max(INSTALLMENTS_MAX, { message: installmentMessages.tooBig })
          .optional(),
      ),
    ),
    date: optionalDate,
    /** A passed motion of the site's kurul (PRODUCT.md §18). */
    decisionId: DecisionIdInput,
  })
  .superRefine((body, ctx) => {
    if (body.split === 'perUnit') {
      if (body.amountPerUnit === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['amountPerUnit'],
          message: requiredFieldMessage(FIELD_LABELS.amountPerUnit),
        });
      if (body.totalAmount !== undefined)
        ctx.addIssue({ code: 'custom', path: ['totalAmount'], message: SITE_ADMIN_TEXTS.totalAmountWithPerUnit });
      return;
    }
    if (body.totalAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['totalAmount'], message: requiredFieldMessage(FIELD_LABELS.totalAmount) });
    if (body.amountPerUnit !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amountPerUnit'], message: SITE_ADMIN_TEXTS.amountPerUnitWithSplit });
  });
export type CreateAdditionalChargeBody = z.input<typeof CreateAdditionalChargeBody>;
export type CreateAdditionalChargeInput = z.output<typeof CreateAdditionalChargeBody>;

export const CreatedAdditionalChargeDto = AdditionalChargeDto.extend({
  chargedUnits: z.number().int(),
});
export type CreatedAdditionalChargeDto = z.infer<typeof CreatedAdditionalChargeDto>;

/** Undoing a whole ek bütçe: the charge, now cancelled, and how many ledger rows were reversed now. */
export const ReversedAdditionalChargeDto = AdditionalChargeDto.extend({
  reversedEntries: z.number().int(),
});
export type ReversedAdditionalChargeDto = z.infer<typeof ReversedAdditionalChargeDto>;

/** One row of a site's units saved together: 'Daire Ekle' without the site. */
const BulkUnitRow = z.object({
  block: unitLabel(FIELD_LABELS.block),
  doorNumber: unitLabel(FIELD_LABELS.doorNumber),
  squareMeters: countInput(SQUARE_METERS_MAX),
  roomCount: countInput(ROOM_COUNT_MAX),
});

/**
 * A site's units in one call (its declared units after creating it, PRODUCT.md §14): every row is
 * checked as 'Daire Ekle' checks one, a block and door may appear once, and nothing is saved unless
 * every row is.
 */
export const BulkCreateUnitsBody = z
  .object({ units: z.array(BulkUnitRow).min(1).max(BULK_UNITS_MAX) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.units.forEach((row, i) => {
      const key = `${row.block}\u0000${row.doorNumber}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'doorNumber'],
          message: SITE_ADMIN_TEXTS.unitRepeatedInList(i + 1, row.block, row.doorNumber),
        });
      seen.add(key);
    });
  });
export type BulkCreateUnitsBody = z.input<typeof BulkCreateUnitsBody>;
export type BulkCreateUnitsInput = z.output<typeof BulkCreateUnitsBody>;

export const BulkCreateUnitsResult = z.object({
  siteId: z.number().int(),
  /** How many units were created (all of the list). */
  created: z.number().int(),
});
export type BulkCreateUnitsResult = z.infer<typeof BulkCreateUnitsResult>;

export const AssignResidentBody = z.object({
  fullName: singleLine(z.string().trim().min(1).max(PERSON_NAME_MAX)),
  phone: PhoneInput,
  email: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()).optional()),
});
export type AssignResidentBody = z.input<typeof AssignResidentBody>;
export type AssignResidentInput = z.output<typeof AssignResidentBody>;

/**
 * The answer to assigning a resident. `linkedExisting`: the phone belonged to a registered user,
 * who was linked; the resident shown is what the Admin typed, never that user's stored details.
 */
export const AssignResidentResult = AdminUnitWithSharesDto.extend({ linkedExisting: z.boolean() });
export type AssignResidentResult = z.infer<typeof AssignResidentResult>;
