import { TICKET_TEXTS, type TicketAttachmentDto } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { type XhrUploadOptions, xhrUpload } from '../../../lib/xhr-upload';
import { MY_TICKETS_TEXTS as T } from '../messages';

/** The server's words for a refusal a proxy answered without them (its body limit's 413). */
function fallbackMessage(status: number): string {
  if (status === 413) return TICKET_TEXTS.attachmentTooLarge;
  if (status === 415) return TICKET_TEXTS.attachmentWrongType;
  return T.uploadFailed;
}

/**
 * POST /api/me/tickets/{id}/attachments: one photo or PDF, with its upload progress. The same
 * file twice is answered with the first one (200), not a second copy.
 */
export function uploadTicketFile(
  ticketId: number,
  file: File,
  options: Omit<XhrUploadOptions, 'fallbackMessage'> = {},
): Promise<TicketAttachmentDto> {
  return xhrUpload<TicketAttachmentDto>(apiPaths.myTickets.attachments(ticketId), file, {
    ...options,
    fallbackMessage,
  });
}
