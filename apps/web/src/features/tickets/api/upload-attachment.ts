import type { TicketAttachmentDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiUpload } from '../../../lib/api-upload';
import { ticketsKeys } from './query-keys';

/**
 * POST /api/siteadmin/tickets/{id}/attachments, multipart with one field `file`. The same file
 * sent twice is answered with the one already kept, so a retry after a lost answer adds nothing.
 */
export function uploadAttachment(ticketId: number, file: File): Promise<TicketAttachmentDto> {
  return apiUpload<TicketAttachmentDto>(apiPaths.tickets.attachments(ticketId), file);
}

export function useUploadAttachment(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(ticketId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(ticketId) }),
  });
}
