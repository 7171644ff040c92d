import Table from 'react-bootstrap/Table';
import type { TicketPage } from '../api/get-tickets';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { Pager } from '../../../components/ui/pager';
import { TicketRow } from './ticket-row';

/** One page of tickets, the count of the whole selection and the pager. */
export function TicketsTable({
  result,
  listSearch,
  onPage,
}: {
  result: TicketPage;
  listSearch: string;
  onPage: (page: number) => void;
}) {
  // Each ticket opened from here can step to its neighbours on this page.
  const listState = { listSearch, ids: result.data.map((t) => t.id) };
  return (
    <>
      <Table responsive hover className="align-middle mb-2" aria-label={T.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{T.colReported}</th>
            <th scope="col">{T.colUnit}</th>
            <th scope="col">{T.colCategory}</th>
            <th scope="col">{T.colTitle}</th>
            <th scope="col">{T.colOpener}</th>
            <th scope="col">{T.colStatus}</th>
            <th scope="col">{T.colAssignee}</th>
            <th scope="col">{T.colDue}</th>
          </tr>
        </thead>
        <tbody>
          {result.data.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} listState={listState} />
          ))}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span className="small text-body-secondary" data-testid="tickets-count">
          {T.count(result.totalCount)}
        </span>
        <Pager page={result.page} totalPages={result.totalPages} onPage={onPage} labels={T} />
      </div>
    </>
  );
}
