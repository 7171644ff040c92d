import { EXPENSE_ATTACHMENT_MAX_BYTES, EXPENSE_ATTACHMENT_TYPES } from '@aidat/shared';

/**
 * What the attachment endpoint accepts (PRODUCT.md §10): an invoice or receipt as PDF, JPEG, PNG
 * or WebP, at most 10 MB. Checked before uploading so a wrong file does not travel 10 MB to be
 * refused; the server checks again (413/415) and its answer is what counts.
 */

export const ATTACHMENT_MAX_BYTES = EXPENSE_ATTACHMENT_MAX_BYTES;
export const ATTACHMENT_TYPES = EXPENSE_ATTACHMENT_TYPES;
/** The file input's `accept`, so the picker offers the right files first. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',');

export type AttachmentFileProblem = 'tooLarge' | 'typeRefused';

export function attachmentFileProblem(file: Pick<File, 'size' | 'type'>): AttachmentFileProblem | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'typeRefused';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}
