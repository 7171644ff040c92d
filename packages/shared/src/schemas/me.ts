/** Request and response schemas of the me area (the signed-in user's own units). */
import { z } from 'zod';
import { numberInput } from './number-input.js';
import { MAX_ID } from '../limits.js';
import { NotificationDto } from './common.js';

import { TRANSACTION_TYPES } from '../ledger/transaction-types.js';

export const LedgerTransactionType = z.enum(TRANSACTION_TYPES);
export type LedgerTransactionType = z.infer<typeof LedgerTransactionType>;

/** How a person stands to a unit (PRODUCT.md §16): lives in it, owns it, rents it. */
export const UNIT_RELATIONS = ['resident', 'owner', 'tenant'] as const;
export type UnitRelation = (typeof UNIT_RELATIONS)[number];

export const MyUnit = z.object({
  unitId: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  /** What the resident writes on a bank transfer, e.g. "GNS-A5" (PRODUCT.md §14). */
  paymentReference: z.string(),
  /** How the caller stands to the unit (PRODUCT.md §16): any of 'resident', 'owner', 'tenant'. */
  relations: z.array(z.enum(UNIT_RELATIONS)),
});
export type MyUnit = z.infer<typeof MyUnit>;

/** outstanding = payments − charges over every type, in lira; negative means the unit owes. */
export const UnitDebt = z.object({
  unitId: z.number().int(),
  outstanding: z.number(),
  /**
   * Lira, positive: late fees accrued to today on the unit's unpaid charges and not posted yet
   * (PRODUCT.md §12). Owed today: outstanding − lateFeeAccrued.
   */
  lateFeeAccrued: z.number(),
});
export type UnitDebt = z.infer<typeof UnitDebt>;

/** A notification as a resident sees it: the same shape the administrators manage. */
export const MyNotification = NotificationDto;
export type MyNotification = NotificationDto;

export const UnitDetailParams = z.object({
  unitId: numberInput(z.number().int().positive().max(MAX_ID)),
});

/** The page of entries: those older than the entry `before` (a nextCursor); the newest without it. */
export const UnitDetailQuery = z.object({
  before: numberInput(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional(),
});
export type UnitDetailQuery = z.output<typeof UnitDetailQuery>;

/**
 * One ledger row of a unit. `amount` is the stored amount in lira: positive for every posting
 * (charges and payments alike; the type tells the direction) and negative only on a reversal,
 * which carries the type of the entry it cancels. `date` is an ISO-8601 UTC instant.
 */
export const UnitDetailTransaction = z.object({
  /** The entry's id: a payment's receipt is GET /api/me/payments/{id}/receipt.pdf. */
  id: z.number().int(),
  type: LedgerTransactionType,
  description: z.string(),
  date: z.string(),
  amount: z.number(),
  /** The additional charge an ek bütçe entry belongs to (its section on the page); null for dues. */
  additionalChargeId: z.number().int().nullable(),
  /** A payment's receipt number, "2026-000123"; null on charges and reversals. */
  receiptNo: z.string().nullable(),
  /** The unit's whole balance (every type) right after this entry, in lira: the running balance. */
  runningBalance: z.number(),
});
export type UnitDetailTransaction = z.infer<typeof UnitDetailTransaction>;

export const UnitDetailCharge = z.object({
  /** The additional charge's id, which its entries carry as additionalChargeId. */
  id: z.number().int(),
  title: z.string(),
  outstanding: z.number(),
});
export type UnitDetailCharge = z.infer<typeof UnitDetailCharge>;

/**
 * A month of dues the unit has not (fully) paid: what the unit paid towards dues settles its
 * months oldest first (TBK art. 101), as on the debtor list. Amounts in lira, positive.
 */
export const UnitDetailUnpaidMonth = z.object({
  /** 'YYYY-MM'. */
  period: z.string(),
  /** The month's dues (reversed charges taken off). */
  charged: z.number(),
  /** What is still owed of it. */
  unpaid: z.number(),
});
export type UnitDetailUnpaidMonth = z.infer<typeof UnitDetailUnpaidMonth>;

/** The site's bank account a resident pays into (PRODUCT.md §10, §15). */
export const UnitDetailBankAccount = z.object({
  name: z.string(),
  iban: z.string(),
});
export type UnitDetailBankAccount = z.infer<typeof UnitDetailBankAccount>;

export const UnitDetail = z.object({
  unit: z.object({
    siteName: z.string(),
    block: z.string(),
    doorNumber: z.string(),
    /** What the resident writes on a bank transfer, e.g. "GNS-A5" (PRODUCT.md §14). */
    paymentReference: z.string(),
  }),
  /** All types; the same figure as unit-debts' outstanding. */
  totalOutstanding: z.number(),
  /** Dues types only. */
  currentOutstanding: z.number(),
  /** Late fees (gecikme tazminatı, PRODUCT.md §12): minus the fees posted, waived ones taken off. */
  lateFeeOutstanding: z.number(),
  additionalCharges: z.array(UnitDetailCharge),
  /** Dues months still owed, oldest first; empty when the dues are paid up. */
  unpaidMonths: z.array(UnitDetailUnpaidMonth),
  /** Lira, positive: what is left of the opening balance ('Devreden borç'), settled before any month. */
  openingDebt: z.number(),
  /**
   * What is owed today (PRODUCT.md §12), lira, positive: `total` is everything, the fees accrued to
   * today included, so paying it today leaves nothing owed; `lateFee` the late fees beyond the
   * dues and ek bütçe (posted unpaid and accrued), of which `lateFeeAccrued` accrued to today and
   * not posted yet. Opening debt + unpaid months + each ek bütçe owed + lateFee = total.
   */
  owedToday: z.object({ total: z.number(), lateFee: z.number(), lateFeeAccrued: z.number() }),
  /**
   * The site's bank account with an IBAN: its default account when that is a bank account, else
   * its first one; null when the site has none.
   */
  bankAccount: UnitDetailBankAccount.nullable(),
  /** The site takes card payments (PRODUCT.md §20) and this server has a provider: 'Kartla Öde' is offered. */
  cardPayment: z.boolean(),
  /** Newest first, one page (UNIT_DETAIL_PAGE_SIZE) at a time. */
  transactions: z.array(UnitDetailTransaction),
  /** Ask again with `?before=` this for the next, older page; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type UnitDetail = z.infer<typeof UnitDetail>;
