import type { TicketAttachmentDto } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { fileSizeText } from '../api/ticket-files';
import { MY_TICKETS_TEXTS as T } from '../messages';

/**
 * The ticket's photos as thumbnails and its PDFs as links, each opening the file in a new tab
 * (noopener: that tab gets no handle on this one). An image is only an <img> here: the server
 * answers a kept upload with its sniffed type, nosniff and a sandboxing policy, so it never runs
 * as a page of ours.
 */
export function TicketAttachments({ ticketId, attachments }: { ticketId: number; attachments: TicketAttachmentDto[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul
      className="list-unstyled d-flex flex-wrap gap-2 mb-0"
      aria-label={T.attachments}
      data-testid="ticket-attachments"
    >
      {attachments.map((file) => {
        const href = apiPaths.myTickets.attachment(ticketId, file.id);
        const image = file.contentType.startsWith('image/');
        return (
          <li key={file.id}>
            <a
              href={href}
              target="_blank"
              rel="noopener"
              className="d-flex flex-column align-items-center text-decoration-none small border rounded p-1"
              style={{ width: '6.5rem' }}
              aria-label={T.openAttachment(file.fileName)}
              data-testid="ticket-attachment"
            >
              {image ? (
                <img
                  src={href}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="rounded"
                  style={{ objectFit: 'cover' }}
                />
              ) : (
                <i className="bi bi-file-earmark-pdf fs-1 text-danger" aria-hidden="true" />
              )}
              <span className="text-truncate w-100 text-center">{file.fileName}</span>
              <span className="text-body-secondary">{fileSizeText(file.size)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
