import { TICKET_ATTACHMENT_MAX_BYTES } from '@aidat/shared';
import { MY_TICKETS_TEXTS as T } from '../messages';

/** What the server keeps (PRODUCT.md §17); it sniffs the content, this is the phone's first word. */
export const TICKET_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const TICKET_FILE_ACCEPT = TICKET_FILE_TYPES.join(',');

/** Why a chosen file would be refused, before sending it; null when it may go. */
export function ticketFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(TICKET_FILE_TYPES as readonly string[]).includes(file.type)) return T.fileWrongType;
  if (file.size === 0) return T.fileEmpty;
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return T.fileTooLarge;
  return null;
}

/** "850 KB", "2,4 MB": a file's size as a person reads it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}
