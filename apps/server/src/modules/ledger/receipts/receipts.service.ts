import { ACCESS_TEXTS, AppError, RECEIPT_TEXTS } from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { StoredFile } from '../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptOf } from './receipts.repository.js';

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
