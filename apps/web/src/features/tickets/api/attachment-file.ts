import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX } from '@aidat/shared';

/**
 * What a ticket's attachment endpoint accepts (PRODUCT.md §17): a photo or a PDF (PNG, JPEG, WebP,
 * PDF), at most 10 MB, at most five per ticket. Checked before uploading so a wrong file does not
 * travel 10 MB to be refused; the server sniffs the content and its answer is what counts.
 */

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const ATTACHMENTS_MAX = TICKET_ATTACHMENTS_MAX;
/** The file input's `accept`, so the picker offers the right files first. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.pdf'].join(',');

export type AttachmentFileProblem = 'tooLarge' | 'typeRefused';

export function attachmentFileProblem(file: Pick<File, 'size' | 'type'>): AttachmentFileProblem | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'typeRefused';
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}
