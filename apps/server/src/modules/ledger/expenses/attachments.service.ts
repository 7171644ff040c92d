import {
  AppError,
  EXPENSE_ATTACHMENT_NAME_MAX,
  EXPENSE_ATTACHMENTS_MAX,
  type ExpenseAttachmentDto,
  EXPENSES_TEXTS,
} from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import { sniffFileType, storedFileName } from '../../../lib/files/file-types.js';
import type { Upload } from '../../../lib/files/read-upload.js';
import type { StoredFile } from '../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { attachmentFile, insertAttachment, lockAttachmentsOf } from './attachments.repository.js';

/**
 * Keeps a file with an expense: its type told by its bytes (PDF, JPEG, PNG or WebP), its name's
 * extension following that type. The same bytes sent again to the same expense (a double click, a
 * retry after a lost answer) gives back the attachment already kept, `created: false`.
 */
export async function addAttachment(
  db: Db,
  user: SessionUser,
  expenseId: number,
  readUpload: () => Promise<Upload>,
): Promise<{ attachment: ExpenseAttachmentDto; created: boolean }> {
  // Reach first: nobody uploads 10 MB to learn that the expense is not theirs.
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  const upload = await readUpload();
  if (upload.data.length === 0) throw new AppError('ValidationError', EXPENSES_TEXTS.attachmentEmpty);
  const type = sniffFileType(upload.data);
  if (!type) throw new AppError('UnsupportedMediaType', EXPENSES_TEXTS.attachmentWrongType);
  return db.transaction(async (tx) => {
    const kept = await lockAttachmentsOf(tx, expenseId, upload.data);
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
      size: upload.data.length,
      data: upload.data,
      createdBy: user.id,
    });
    return { attachment, created: true };
  });
}

/** An expense's file for a manager of its site. */
export async function managerAttachment(
  db: Db,
  user: SessionUser,
  expenseId: number,
  attachmentId: number,
): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  return found(await attachmentFile(db, expenseId, attachmentId));
}

/** An expense's file for anyone living in the site (the invoices are part of the open books). */
export async function residentAttachment(
  db: Db,
  user: SessionUser,
  siteId: number,
  expenseId: number,
  attachmentId: number,
): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'residentSite', id: siteId });
  return found(await attachmentFile(db, expenseId, attachmentId, siteId));
}

function found(file: StoredFile | undefined): StoredFile {
  if (!file) throw new AppError('NotFound', EXPENSES_TEXTS.attachmentNotFound);
  return file;
}
