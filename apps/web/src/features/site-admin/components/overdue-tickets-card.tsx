import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTicketStats } from '../api/get-ticket-stats';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/**
 * The site's overdue arıza and talep tickets (PRODUCT.md §17) at a glance, with the way to them:
 * red and counted when some are late, a plain link to 'Talepler' when none are. While it loads it
 * shows only its title, and a failure is one quiet line: the panel's other cards carry on.
 */
export function OverdueTicketsCard({ siteId }: { siteId: number }) {
  const stats = useTicketStats(siteId);
  const overdue = stats.data?.overdue ?? 0;
  let body = null;
  if (stats.isError) body = <span className="text-body-secondary">{T.overdueTicketsFailed}</span>;
  else if (stats.isSuccess)
    body = (
      <>
        <span className={overdue > 0 ? 'text-danger fw-semibold' : 'text-body-secondary'}>
          {overdue > 0 ? <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" /> : null}
          {T.overdueTicketsCount(overdue)}
        </span>
        <Link to={overdue > 0 ? `${paths.tickets}?overdue=true` : paths.tickets} className="ms-auto">
          {overdue > 0 ? T.overdueTicketsLink : T.ticketsLink}
        </Link>
      </>
    );
  return (
    <Card data-testid="overdue-tickets-card">
      <Card.Body className="d-flex flex-wrap align-items-center gap-2 py-2">
        <h2 className="h6 mb-0 me-2">{T.overdueTickets}</h2>
        {body}
      </Card.Body>
    </Card>
  );
}
