import {
  AppError,
  EXPENSE_ATTACHMENT_NAME_MAX,
  TICKET_ATTACHMENTS_MAX,
  TICKET_TEXTS,
  type TicketAttachmentDto,
} from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { FileStore } from '../../lib/files/file-store.js';
import { keepUpload } from '../../lib/files/keep-upload.js';
import type { ReceivedFile } from '../../lib/files/receive-upload.js';
import type { StoredFile, StreamedFile } from '../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../lib/sessions.js';
import { attachmentFile, insertAttachment, lockFilesOf } from './ticket-files.repository.js';
import { ticketById } from './tickets.repository.js';

/**
 * A ticket's photos and PDFs (PRODUCT.md §17): the opener adds them from the phone, a manager for a
 * ticket opened on someone's behalf; they are served to the opener and the site's managers only
 * (KVKK), never to the rest of the site. `as` says which door the caller came through: 'opener'
 * reaches only their own tickets (404 otherwise), 'manager' only their sites' (403/404).
 */
type Door = 'opener' | 'manager';

const reach = (db: Db, user: SessionUser, id: number, as: Door) =>
  requireAccess(db, user, { kind: as === 'opener' ? 'ownTicket' : 'ticket', id });

export async function addTicketAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  ticketId: number,
  as: Door,
  receive: (receiveDir: string) => Promise<ReceivedFile>,
): Promise<{ attachment: TicketAttachmentDto; created: boolean }> {
  // Reach first: nobody uploads 10 MB to learn that the ticket is not theirs.
  await reach(db, user, ticketId, as);
  const ticket = await ticketById(db, ticketId);
  if (ticket?.status === 'closed' || ticket?.status === 'rejected')
    throw new AppError('Conflict', TICKET_TEXTS.attachmentsClosed);
  return keepUpload(db, store, receive, {
    max: TICKET_ATTACHMENTS_MAX,
    nameMax: EXPENSE_ATTACHMENT_NAME_MAX,
    defaultName: TICKET_TEXTS.attachmentDefaultName,
    texts: {
      empty: TICKET_TEXTS.attachmentEmpty,
      wrongType: TICKET_TEXTS.attachmentWrongType,
      full: TICKET_TEXTS.attachmentsFull,
    },
    lockFiles: (tx, sha256) => lockFilesOf(tx, ticketId, sha256),
    insert: (tx, file) => insertAttachment(tx, { ticketId, ...file, createdBy: user.id }),
  });
}

export async function ticketAttachment(
  db: Db,
  store: FileStore,
  user: SessionUser,
  ticketId: number,
  attachmentId: number,
  as: Door,
): Promise<StoredFile | StreamedFile> {
  await reach(db, user, ticketId, as);
  const file = await attachmentFile(db, ticketId, attachmentId);
  if (!file) throw new AppError('NotFound', TICKET_TEXTS.attachmentNotFound);
  return { fileName: file.fileName, contentType: file.contentType, ...(await store.open(file)) };
}
