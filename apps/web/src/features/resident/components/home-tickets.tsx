import { TICKET_STATUS_LABELS, type TicketNoticeDto } from '@aidat/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths-common';
import { MESSAGES } from '../../../lib/messages-common';
import { useReadTicketNotice, useTicketNotices } from '../api/ticket-notices';
import { RESIDENT_TICKET_TEXTS as T } from '../messages-tickets';

/** One status change of one of the person's tickets: opening the ticket or closing the alert reads it. */
function TicketNotice({ notice, onRead }: { notice: TicketNoticeDto; onRead: (id: number) => void }) {
  return (
    <div className="alert alert-primary alert-dismissible mb-2" data-testid="ticket-notice">
      <button
        type="button"
        className="btn-close"
        aria-label={MESSAGES.common.close}
        onClick={() => onRead(notice.id)}
      />
      <p className="mb-1 text-break">{T.notice(notice.title, TICKET_STATUS_LABELS[notice.status])}</p>
      <Link to={paths.myTicket.build(notice.ticketId)} className="alert-link" onClick={() => onRead(notice.id)}>
        {T.openTicket}
      </Link>
    </div>
  );
}

/**
 * The home's tickets part (PRODUCT.md §17), its own chunk loaded after the home has painted (the
 * home's download is budgeted, scripts/bundle-report.mjs): the unread notices of the person's
 * tickets as dismissible alerts, then 'Taleplerim' and, for someone with a unit to report for,
 * 'Arıza / Talep Bildir'. It sits at the page's end, so nothing already shown moves when it comes.
 */
export function HomeTickets({ canReport }: { canReport: boolean }) {
  const notices = useTicketNotices();
  const read = useReadTicketNotice();
  const list = notices.data ?? [];
  return (
    <section className="mt-3" aria-label={T.myTickets} data-testid="home-tickets">
      {list.length > 0 ? (
        <div role="status" aria-label={T.notices}>
          {list.map((notice) => (
            <TicketNotice key={notice.id} notice={notice} onRead={(id) => read.mutate(id)} />
          ))}
        </div>
      ) : null}
      <div className="card shadow-sm">
        <Link to={paths.myTickets} className="card-body text-decoration-none" data-testid="my-tickets-link">
          <span className="d-block fw-semibold">
            <i className="bi bi-tools me-2" aria-hidden="true" />
            {T.myTickets}
          </span>
          <span className="small text-body-secondary">{T.myTicketsHint}</span>
        </Link>
        {canReport ? (
          <div className="card-footer bg-body">
            <Link to={paths.myTicketNew} className="btn btn-outline-primary w-100" data-testid="report-issue-link">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {T.report}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
