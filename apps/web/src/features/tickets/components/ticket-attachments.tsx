import type { TicketDto } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { AttachmentUpload } from './attachment-upload';
import { ATTACHMENTS_MAX } from '../api/attachment-file';

/** "340 KB" / "2,5 MB": a file's size as people read it. */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}

/**
 * The ticket's photos and PDFs as links that open in a new tab: never embedded in the page (an
 * uploaded file is not ours to render inside the app's origin), and the tab gets no handle back to
 * this one (noopener). More can be added while the ticket is worked, up to five.
 */
export function TicketAttachments({ ticket, final }: { ticket: TicketDto; final: boolean }) {
  const files = ticket.attachments;
  return (
    <section aria-labelledby="ticket-files-heading" className="mb-4">
      <h2 id="ticket-files-heading" className="h5">
        {T.attachments}
      </h2>
      {files.length === 0 ? (
        <p className="text-body-secondary">{T.noAttachments}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {files.map((file) => (
            <li key={file.id}>
              <a
                href={apiPaths.tickets.attachment(ticket.id, file.id)}
                target="_blank"
                rel="noopener"
                aria-label={T.openAttachment(file.fileName)}
                data-testid="ticket-attachment"
              >
                <i
                  className={`bi ${file.contentType === 'application/pdf' ? 'bi-file-earmark-pdf' : 'bi-image'} me-1`}
                  aria-hidden="true"
                />
                {file.fileName}
              </a>{' '}
              <span className="small text-body-secondary">({fileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
      {final ? null : files.length >= ATTACHMENTS_MAX ? (
        <p className="small text-body-secondary mb-0">{T.attachmentsFull}</p>
      ) : (
        <AttachmentUpload ticketId={ticket.id} />
      )}
    </section>
  );
}
