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
import { keepUpload } from '../../../../lib/files/keep-upload.js';
import type { ReceivedFile } from '../../../../lib/files/receive-upload.js';
import type { StoredFile, StreamedFile } from '../../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { attachmentFile, insertAttachment, lockAttachmentsOf } from './attachments.repository.js';

/** Keeps a file with an expense (lib/files/keep-upload.ts says how); at most EXPENSE_ATTACHMENTS_MAX. */
export async function addAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  expenseId: number,
  receive: (receiveDir: string) => Promise<ReceivedFile>,
): Promise<{ attachment: ExpenseAttachmentDto; created: boolean }> {
  // Reach first: nobody uploads 10 MB to learn that the expense is not theirs.
  await requireAccess(db, user, { kind: 'expense', id: expenseId });
  return keepUpload(db, store, receive, {
    max: EXPENSE_ATTACHMENTS_MAX,
    nameMax: EXPENSE_ATTACHMENT_NAME_MAX,
    defaultName: EXPENSES_TEXTS.attachmentDefaultName,
    texts: {
      empty: EXPENSES_TEXTS.attachmentEmpty,
      wrongType: EXPENSES_TEXTS.attachmentWrongType,
      full: EXPENSES_TEXTS.attachmentsFull,
    },
    lockFiles: (tx, sha256) => lockAttachmentsOf(tx, expenseId, sha256),
    insert: (tx, file) => insertAttachment(tx, { expenseId, ...file, createdBy: user.id }),
  });
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
