/** Request and response schemas of the site's money accounts, transfers and the Tahsilat batch (PRODUCT.md §10). */
import { z } from 'zod';
import { ACCOUNT_KINDS, MANUAL_ACCOUNT_KINDS, PAYMENT_METHODS } from '../books/books-constants.js';
import { CHARGED_TO } from '../ledger/additional-charge-plan.js';
import { normalizeTurkishIban, turkishIbanProblem } from '../books/iban.js';
import {
  ACCOUNT_NAME_MAX,
  BATCH_PAYMENT_MAX_ITEMS,
  MAX_ID,
  PAYMENT_DESCRIPTION_MAX,
  TRANSFER_DESCRIPTION_MAX,
} from '../limits.js';
import { ACCOUNT_FIELD_LABELS, ACCOUNTS_TEXTS } from '../messages/accounts.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { turkishIssueMessage } from '../messages/validation.js';
import { blankToUndefined, isCalendarDay, moneyInput, paged, PageQuery, singleLine } from './common.js';
import { numberInput } from './number-input.js';
import { LedgerDateInput, LedgerEntryDto } from './site-admin.js';

const id = numberInput(z.number().int().positive().max(MAX_ID));

/** zod's usual Turkish wording, naming the field by `label` instead of its generic name. */
export const labelled = (label: string) => (issue: z.core.$ZodRawIssue) =>
  turkishIssueMessage({ ...(issue as object), path: [label] } as Parameters<typeof turkishIssueMessage>[0]);

/** A calendar day "YYYY-MM-DD" (Istanbul), naming the field when it is not one. */
function dayInput(field: string) {
  return z
    .string()
    .trim()
    .refine(isCalendarDay, { message: invalidDateMessage(field) });
}

/** A 'pos' account is never opened by hand: the site gets one when it turns card payment on. */
const accountKind = z.enum(MANUAL_ACCOUNT_KINDS, { error: labelled(ACCOUNT_FIELD_LABELS.kind) });
export const PaymentMethodInput = z.enum(PAYMENT_METHODS);

export const AccountDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  /** Without spaces, upper-case; banka only. */
  iban: z.string().nullable(),
  /** Lira, as of openingDate. */
  openingBalance: z.number(),
  /** "YYYY-MM-DD". */
  openingDate: z.string(),
  /** Payments go here when none is named. */
  isDefault: z.boolean(),
  /** Lira: opening + payments into it − expenses paid from it + transfers in − transfers out. */
  balance: z.number(),
});
export type AccountDto = z.infer<typeof AccountDto>;

export const CreateAccountBody = z
  .object({
    siteId: id,
    name: singleLine(
      z
        .string({ error: labelled(ACCOUNT_FIELD_LABELS.name) })
        .trim()
        .min(1)
        .max(ACCOUNT_NAME_MAX),
    ),
    kind: accountKind,
    iban: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(64)
        .transform((value, ctx) => {
          const iban = normalizeTurkishIban(value);
          if (iban === null) {
            const message =
              turkishIbanProblem(value) === 'checksum' ? ACCOUNTS_TEXTS.ibanChecksum : ACCOUNTS_TEXTS.ibanInvalid;
            ctx.addIssue({ code: 'custom', message });
            return z.NEVER;
          }
          return iban;
        })
        .optional(),
    ),
    openingBalance: moneyInput(FIELD_LABELS.openingBalance, { allowZero: true }),
    openingDate: dayInput(FIELD_LABELS.openingDate),
    isDefault: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'banka' && body.iban === undefined)
      ctx.addIssue({ code: 'custom', path: ['iban'], message: ACCOUNTS_TEXTS.ibanRequired });
    if (body.kind === 'kasa' && body.iban !== undefined)
      ctx.addIssue({ code: 'custom', path: ['iban'], message: ACCOUNTS_TEXTS.ibanNotForKasa });
  });
export type CreateAccountBody = z.input<typeof CreateAccountBody>;
export type CreateAccountInput = z.output<typeof CreateAccountBody>;

export const MovementsQuery = PageQuery.extend({
  from: z.preprocess(blankToUndefined, dayInput(FIELD_LABELS.from).optional()),
  to: z.preprocess(blankToUndefined, dayInput(FIELD_LABELS.to).optional()),
}).superRefine((q, ctx) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ACCOUNTS_TEXTS.rangeInvalid });
});
export type MovementsQuery = z.input<typeof MovementsQuery>;
export type MovementsInput = z.output<typeof MovementsQuery>;

export const MOVEMENT_KINDS = ['opening', 'payment', 'expense', 'transfer_in', 'transfer_out'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const AccountMovementDto = z.object({
  /** ISO instant; the opening is the opening day's first instant (Istanbul). */
  date: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  description: z.string(),
  /** Lira, signed: money in is positive, money out negative (a reversal has the opposite sign). */
  amount: z.number(),
  /** Lira: the account's balance right after this movement, over all its movements. */
  runningBalance: z.number(),
  /** A payment's ledger row. */
  transactionId: z.number().int().nullable(),
  /** A payment's unit and its label ("A-5"). */
  unitId: z.number().int().nullable(),
  unitLabel: z.string().nullable(),
  expenseId: z.number().int().nullable(),
  transferId: z.number().int().nullable(),
  /** A transfer that can still be reversed: it neither reverses one nor has been reversed. */
  reversible: z.boolean(),
  /** A transfer's other account. */
  counterpartAccountId: z.number().int().nullable(),
  counterpartAccountName: z.string().nullable(),
});
export type AccountMovementDto = z.infer<typeof AccountMovementDto>;

const MoneyTotals = z.object({
  /** Lira in (positive) and out (positive), and in − out. */
  in: z.number(),
  out: z.number(),
  net: z.number(),
});

/** One page of an account's movements, newest first, within the asked days. */
export const AccountMovementsPage = paged(AccountMovementDto).extend({
  account: AccountDto,
  /** Balance before the first movement in the range (devreden) and after the last one. */
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  /** Sums over every movement in the range, and over this page's. */
  totals: MoneyTotals,
  pageTotals: MoneyTotals,
});
export type AccountMovementsPage = z.infer<typeof AccountMovementsPage>;

export const CreateTransferBody = z
  .object({
    fromAccountId: id,
    toAccountId: id,
    amount: moneyInput(FIELD_LABELS.amount),
    date: LedgerDateInput,
    description: singleLine(z.string().trim().min(1).max(TRANSFER_DESCRIPTION_MAX)),
  })
  .superRefine((body, ctx) => {
    if (body.fromAccountId === body.toAccountId)
      ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: ACCOUNTS_TEXTS.transferSameAccount });
  });
export type CreateTransferBody = z.input<typeof CreateTransferBody>;
export type CreateTransferInput = z.output<typeof CreateTransferBody>;

export const TransferDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  fromAccountId: z.number().int(),
  fromAccountName: z.string(),
  toAccountId: z.number().int(),
  toAccountName: z.string(),
  /** Lira; negative on the row that reverses a transfer. */
  amount: z.number(),
  /** ISO instant. */
  date: z.string(),
  description: z.string(),
  /** The transfer this row reverses, and the reason given; null on every other row. */
  reversesId: z.number().int().nullable(),
  reversalReason: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type TransferDto = z.infer<typeof TransferDto>;

export const BatchPaymentItem = z.object({
  unitId: id,
  kind: z.enum(['aidat', 'ekbutce']),
  additionalChargeId: z.preprocess(blankToUndefined, id.optional()),
  amount: moneyInput(FIELD_LABELS.amount),
  description: z.preprocess(blankToUndefined, singleLine(z.string().trim().max(PAYMENT_DESCRIPTION_MAX)).optional()),
});
export type BatchPaymentItem = z.output<typeof BatchPaymentItem>;

export const BatchPaymentBody = z
  .object({
    siteId: id,
    accountId: id,
    method: PaymentMethodInput,
    date: LedgerDateInput,
    items: z.array(BatchPaymentItem).min(1).max(BATCH_PAYMENT_MAX_ITEMS),
  })
  .superRefine((body, ctx) => {
    const seen = new Map<string, number>();
    body.items.forEach((item, i) => {
      if (item.kind === 'ekbutce' && item.additionalChargeId === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'additionalChargeId'],
          message: ACCOUNTS_TEXTS.itemChargeRequired(i + 1),
        });
        return;
      }
      const key = `${item.unitId}:${item.kind}:${item.kind === 'ekbutce' ? item.additionalChargeId : ''}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else
        ctx.addIssue({ code: 'custom', path: ['items', i], message: ACCOUNTS_TEXTS.itemDuplicate(i + 1, first + 1) });
    });
  });
export type BatchPaymentBody = z.input<typeof BatchPaymentBody>;
export type BatchPaymentInput = z.output<typeof BatchPaymentBody>;

export const BatchPaymentResult = z.array(LedgerEntryDto);
export type BatchPaymentResult = z.infer<typeof BatchPaymentResult>;

/** One row of the Tahsilat screen: a unit with what it owes, so the amounts can be pre-filled. */
export const UnitCollectionDto = z.object({
  unitId: z.number().int(),
  block: z.string(),
  doorNumber: z.string(),
  residentName: z.string().nullable(),
  /** Whom to ask (PRODUCT.md §16): the current tenant (dues, an occupant's ek bütçe) and the current owners. */
  tenantName: z.string().nullable(),
  ownerNames: z.array(z.string()),
  /**
   * Lira, the unit's dues balance while it owes, as §5's outstanding (debts negative, PRODUCT.md's
   * answer shapes): -1250 when 1.250,00 ₺ is owed; 0 when paid up or in credit.
   */
  duesDebt: z.number(),
  /** Each ek bütçe of the site the unit still owes on, oldest first. */
  charges: z.array(
    z.object({
      additionalChargeId: z.number().int(),
      title: z.string(),
      /** Lira, the unit's balance on it: always negative here (only what is owed is listed). */
      debt: z.number(),
      /** Whom it is asked of first (PRODUCT.md §16). */
      chargedTo: z.enum(CHARGED_TO),
    }),
  ),
  /**
   * Lira, the late fees owed today beyond the lines above, debts negative (PRODUCT.md §12): the
   * posted ones not yet paid and those accrued to today, which a payment today posts; 0 when none.
   * Paying every line leaves nothing owed that day.
   */
  lateFeeDebt: z.number(),
  /** Lira, positive: the part of lateFeeDebt accrued to today and not posted yet (labelled so). */
  lateFeeAccrued: z.number(),
});
export type UnitCollectionDto = z.infer<typeof UnitCollectionDto>;
