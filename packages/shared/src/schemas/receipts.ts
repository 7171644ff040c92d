import { z } from 'zod';
import { RECEIPT_CODE_LENGTH } from '../limits.js';
import { RECEIPT_TEXTS } from '../messages/receipts.js';
import { IdParam } from './common.js';

/**
 * The verification line of a tahsilat makbuzu (PRODUCT.md §11): the site's number, the receipt's
 * number and its code, as printed. The code is read case-blind, as people type it.
 */
export const ReceiptVerifyQuery = z.object({
  siteId: IdParam.shape.id,
  number: z
    .string()
    .trim()
    .regex(/^20\d\d-\d{6}$/, { message: RECEIPT_TEXTS.numberInvalid }),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${RECEIPT_CODE_LENGTH}}$`), { message: RECEIPT_TEXTS.codeInvalid }),
});
export type ReceiptVerifyQuery = z.output<typeof ReceiptVerifyQuery>;

/** What the verify call confirms: only what the receipt itself prints, never who paid. */
export const ReceiptVerification = z.object({
  siteName: z.string(),
  receiptNo: z.string(),
  occurredAt: z.string(),
  amount: z.number(),
  /** The payment was reversed: the receipt is void (it prints İPTAL). */
  cancelled: z.boolean(),
});
export type ReceiptVerification = z.output<typeof ReceiptVerification>;
