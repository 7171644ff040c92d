import { TICKET_CATEGORY_LABELS, type TicketDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import { DateText } from '../../../components/ui/date-text';
import { dayText } from '../../../lib/day-text';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { OverdueMarker } from './overdue-marker';
import { StatusBadge } from './status-badge';
import { ticketUnitLabel } from './ticket-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-2">{children}</dd>
    </div>
  );
}

/** The ticket as reported and as it stands: the facts, the description and the opener's rating. */
export function TicketFacts({ ticket }: { ticket: TicketDto }) {
  return (
    <section className="mb-4" data-testid="ticket-facts">
      <dl className="row mb-2">
        <Fact label={T.colStatus}>
          <StatusBadge status={ticket.status} />
        </Fact>
        <Fact label={T.reported}>
          <DateText value={ticket.reportedAt} format="date" />
        </Fact>
        <Fact label={T.colUnit}>{ticketUnitLabel(ticket)}</Fact>
        <Fact label={T.colCategory}>{TICKET_CATEGORY_LABELS[ticket.category]}</Fact>
        <Fact label={T.openedBy}>{T.eventBy(ticket.openedBy)}</Fact>
        <Fact label={T.assignee}>
          {ticket.assignee ? (
            <>
              {T.assigneeLine(ticket.assignee.kind, ticket.assignee.name)}
              {ticket.assignee.phone ? (
                <>
                  {' '}
                  <a href={`tel:${ticket.assignee.phone}`} className="text-nowrap">
                    {ticket.assignee.phone}
                  </a>
                </>
              ) : null}
            </>
          ) : (
            T.notAssigned
          )}
        </Fact>
        <Fact label={T.due}>
          <span className={ticket.isOverdue ? 'text-danger-emphasis fw-semibold' : undefined} data-testid="ticket-due">
            {dayText(ticket.dueDate)}
          </span>
          {ticket.isOverdue ? <OverdueMarker /> : null}
        </Fact>
      </dl>
      <h2 className="h5">{T.description}</h2>
      <p className="text-break" style={{ whiteSpace: 'pre-line' }} data-testid="ticket-description">
        {ticket.description}
      </p>
      {ticket.rating !== null ? (
        <div data-testid="ticket-rating">
          <h2 className="h5">{T.rating}</h2>
          <p className="mb-1">
            <span className="text-warning me-2" aria-hidden="true">
              {'★'.repeat(ticket.rating)}
              {'☆'.repeat(5 - ticket.rating)}
            </span>
            {T.ratingValue(ticket.rating)}
          </p>
          {ticket.ratingComment ? (
            <blockquote className="border rounded px-3 py-2 mb-0 text-break">{ticket.ratingComment}</blockquote>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
