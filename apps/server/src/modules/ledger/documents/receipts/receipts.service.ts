import { timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TEXTS,
  AppError,
  formatReceiptNo,
  kurusToLira,
  RECEIPT_TEXTS,
  type ReceiptVerification,
  type ReceiptVerifyQuery,
} from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { StoredFile } from '../../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptByNumber, receiptOf } from './receipts.repository.js';

async function receiptFile(db: Db, paymentId: number): Promise<StoredFile> {
  const row = await receiptOf(db, paymentId);
  // A charge or a reversal has no receipt: the same 404 as an unknown id.
  if (!row) throw new AppError('NotFound', ACCESS_TEXTS.receiptNotFound);
  return {
    fileName: RECEIPT_TEXTS.fileName(row.receiptYear, row.receiptNo),
    contentType: 'application/pdf',
    data: await receiptPdf(row),
  };
}

/** A payment's receipt for a manager of its site (PRODUCT.md §11). */
export async function managerReceipt(db: Db, user: SessionUser, paymentId: number): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'transaction', id: paymentId });
  return receiptFile(db, paymentId);
}

/** A payment's receipt for whoever lives in its unit, whatever their role; anyone else's is a 404. */
export async function ownReceipt(db: Db, user: SessionUser, paymentId: number): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'ownPayment', id: paymentId });
  return receiptFile(db, paymentId);
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'ascii'), Buffer.from(b, 'ascii'));

/**
 * Checks a receipt's verification line (PRODUCT.md §11) for anyone who holds the paper: the
 * site's number, the receipt's number and its random code must all match. An unknown receipt and a
 * wrong code get the same 404, so the call tells nothing to someone without the receipt, and it
 * answers only what the receipt itself prints, never who paid.
 */
export async function verifyReceipt(db: Db, query: ReceiptVerifyQuery): Promise<ReceiptVerification> {
  const [year, no] = query.number.split('-').map(Number);
  const row = await receiptByNumber(db, query.siteId, year, no);
  if (!row || !sameCode(row.receiptCode, query.code)) throw new AppError('NotFound', RECEIPT_TEXTS.verifyFailed);
  return {
    siteName: row.siteName,
    receiptNo: formatReceiptNo(year, no) ?? query.number,
    occurredAt: row.occurredAt.toISOString(),
    amount: kurusToLira(row.amountKurus),
    cancelled: row.reversed,
  };
}
