import type { TicketDto } from '@aidat/shared';
import { formatDate } from '../../../lib/format';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { TicketStatusBadge } from './ticket-status-badge';

/** A note keeps the line breaks its writer typed. */
export const PRE_WRAP = { whiteSpace: 'pre-wrap' } as const;

/**
 * 'Gelişmeler': every change of the ticket in order (PRODUCT.md §17), the status it left the
 * ticket in and the manager's note, so the opener sees what was done and by whom.
 */
export function TicketTimeline({ events }: { events: TicketDto['events'] }) {
  return (
    <section className="mb-3" aria-labelledby="ticket-history">
      <h2 id="ticket-history" className="h5">
        {T.history}
      </h2>
      <ol className="list-group list-group-numbered shadow-sm" data-testid="ticket-events">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are only ever appended, so their place is their identity.
          <li key={index} className="list-group-item d-flex gap-2">
            <div className="flex-grow-1 min-w-0">
              <div className="d-flex flex-wrap justify-content-between gap-1">
                <span className="fw-semibold">{T.event[event.type]}</span>
                <small className="text-body-secondary">{formatDate(event.at, 'dateTimeShort')}</small>
              </div>
              {event.type === 'status' ? <TicketStatusBadge status={event.status} /> : null}
              {event.note ? (
                <p className="mb-0 mt-1 text-break" style={PRE_WRAP}>
                  {event.note}
                </p>
              ) : null}
              {event.by ? <small className="d-block text-body-secondary">{T.eventBy(event.by)}</small> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
