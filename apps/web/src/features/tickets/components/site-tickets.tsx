import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useTickets } from '../api/get-tickets';
import { useUnits } from '../api/get-units';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { hasFilters, useTicketFilters } from './ticket-filters-url';
import { TicketFilters } from './ticket-filters';
import { TicketStatsStrip } from './ticket-stats-strip';
import { TicketsTable } from './tickets-table';

/** A page of twenty fits a laptop screen without scrolling past the filters. */
const PAGE_SIZE = 20;

/** One site's tickets: the statistics, the filters from the address and the paged table. */
export function SiteTickets({ siteId }: { siteId: number }) {
  const { filters, search, setFilters } = useTicketFilters();
  const units = useUnits(siteId);
  const tickets = useTickets({
    siteId,
    status: filters.status,
    category: filters.category,
    overdue: filters.overdue ? 'true' : undefined,
    unitId: filters.unitId,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const clear = () => setFilters({ status: undefined, category: undefined, overdue: false, unitId: undefined });

  let body: ReactNode;
  if (tickets.isPending) body = <LoadingState />;
  else if (tickets.isError) body = <ErrorState text={T.listLoadFailed} onRetry={() => tickets.refetch()} />;
  else if (tickets.data.data.length === 0)
    // A page past the end (tickets closed since the address was kept) is offered the way back too.
    body =
      hasFilters(filters) || filters.page > 1 ? (
        <EmptyState text={T.noMatches}>
          <Button variant="link" onClick={clear}>
            {T.clearFilters}
          </Button>
        </EmptyState>
      ) : (
        <EmptyState text={T.noTickets} />
      );
  else
    body = (
      <TicketsTable result={tickets.data} listSearch={search} onPage={(page) => setFilters({ ...filters, page })} />
    );

  return (
    <>
      <TicketStatsStrip siteId={siteId} onShowOverdue={() => setFilters({ overdue: true })} />
      <Card data-testid="tickets-card">
        <Card.Body>
          <TicketFilters filters={filters} units={units.data} unitsFailed={units.isError} onChange={setFilters} />
          {body}
        </Card.Body>
      </Card>
    </>
  );
}
