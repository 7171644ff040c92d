import { Link } from 'react-router';
import { paths, ticketPath } from '../../../config/paths';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import type { TicketListState } from './ticket-list-state';

/**
 * Back to the list as it was filtered, and to the previous and next ticket of its page: links, so
 * they are reached with Tab and opened with Enter, and each ticket keeps its own address.
 */
export function TicketNav({
  list,
  previous,
  next,
}: {
  list: TicketListState | null;
  previous?: number;
  next?: number;
}) {
  return (
    <nav aria-label={T.ticketNav} className="d-flex flex-wrap gap-2">
      <Link to={`${paths.tickets}${list?.listSearch ?? ''}`} className="btn btn-outline-secondary">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.backToList}
      </Link>
      {previous !== undefined ? (
        <Link to={ticketPath(previous)} state={list} className="btn btn-outline-secondary" rel="prev">
          <i className="bi bi-chevron-left me-1" aria-hidden="true" />
          {T.previousTicket}
        </Link>
      ) : null}
      {next !== undefined ? (
        <Link to={ticketPath(next)} state={list} className="btn btn-outline-secondary" rel="next">
          {T.nextTicket}
          <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
