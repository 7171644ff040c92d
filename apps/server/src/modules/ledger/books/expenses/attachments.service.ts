import {
  AppError,
  EXPENSE_ATTACHMENT_NAME_MAX,
  EXPENSE_ATTACHMENTS_MAX,
  type ExpenseAttachmentDto,
  EXPENSES_TEXTS,
} from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { FileStore } from '../../../../lib/files/file-store.js';
import { sniffFileType, storedFileName } from '../../../../lib/files/file-types.js';
import type { ReceivedFile } from '../../../../lib/files/receive-upload.js';
import type { StoredFile, StreamedFile } from '../../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { attachmentFile, insertAttachment, lockAttachmentsOf } from './attachments.repository.js';

/**
 * Keeps a file with an expense: its type told by its bytes (PDF, JPEG, PNG or WebP), its name's
 * extension following that type. The same bytes sent again to the same expense (a double click, a
 * retry after a lost answer) gives back the attachment already kept, `created: false`. The upload
 * is received onto disk before the expense is locked, so a slow sender holds nobody else.
 */
export async function addAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  expenseId: number,
  receive: (receiveDir: string) => Promise<ReceivedFile>,
): Promise<{ attachment: ExpenseAttachmentDto; created: boolean }> {
  // Reach first: nobody uploads 10 MB to learn that the expense is not theirs.
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  const upload = await receive(store.receiveDir);
  try {
    if (upload.size === 0) throw new AppError('ValidationError', EXPENSES_TEXTS.attachmentEmpty);
    const type = sniffFileType(upload.head);
    if (!type) throw new AppError('UnsupportedMediaType', EXPENSES_TEXTS.attachmentWrongType);
    return await db.transaction(async (tx) => {
      const kept = await lockAttachmentsOf(tx, expenseId, upload.sha256);
      if (kept.same) {
        const { same: _, ...attachment } = kept.same;
        return { attachment, created: false };
      }
      if (kept.count >= EXPENSE_ATTACHMENTS_MAX) throw new AppError('Conflict', EXPENSES_TEXTS.attachmentsFull);
      const attachment = await insertAttachment(tx, {
        expenseId,
        fileName: storedFileName(
          upload.fileName,
          type,
          EXPENSES_TEXTS.attachmentDefaultName,
          EXPENSE_ATTACHMENT_NAME_MAX,
        ),
        contentType: type.contentType,
        size: upload.size,
        sha256: upload.sha256,
        // Kept last: a refused upload leaves no file behind.
        data: await store.keep(upload),
        createdBy: user.id,
      });
      return { attachment, created: true };
    });
  } finally {
    await upload.discard();
  }
}

/** An expense's file for a manager of its site. */
export async function managerAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  expenseId: number,
  attachmentId: number,
): Promise<StoredFile | StreamedFile> {
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  return opened(store, await attachmentFile(db, expenseId, attachmentId));
}

/** An expense's file for anyone living in the site (the invoices are part of the open books). */
export async function residentAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  siteId: number,
  expenseId: number,
  attachmentId: number,
): Promise<StoredFile | StreamedFile> {
  await requireAccess(db, user, { kind: 'residentSite', id: siteId });
  return opened(store, await attachmentFile(db, expenseId, attachmentId, siteId));
}

async function opened(
  store: FileStore,
  file: Awaited<ReturnType<typeof attachmentFile>>,
): Promise<StoredFile | StreamedFile> {
  if (!file) throw new AppError('NotFound', EXPENSES_TEXTS.attachmentNotFound);
  return { fileName: file.fileName, contentType: file.contentType, ...(await store.open(file)) };
}
