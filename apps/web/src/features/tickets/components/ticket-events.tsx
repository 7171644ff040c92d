import { TICKET_STATUS_LABELS, type TicketDto } from '@aidat/shared';
import { DateText } from '../../../components/ui/date-text';
import { dayText } from '../../../lib/day-text';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

type TicketEvent = TicketDto['events'][number];

/** What happened, in words: a due day event carries the day, an assignment the assignee's name. */
function eventText(event: TicketEvent): string {
  switch (event.type) {
    case 'opened':
      return T.eventOpened;
    case 'status':
      return T.eventStatus(TICKET_STATUS_LABELS[event.status]);
    case 'assigned':
      return T.eventAssigned(event.note);
    case 'due_date':
      return T.eventDueDate(dayText(event.note));
    default:
      return T.eventNote;
  }
}

/** A note the event carries beyond its own text: a status change's reason, a plain note. */
function noteOf(event: TicketEvent): string | null {
  return event.type === 'status' || event.type === 'note' ? event.note : null;
}

/** The ticket's history as the opener sees it too: every change, when and by whom. */
export function TicketEvents({ events }: { events: TicketDto['events'] }) {
  return (
    <section aria-labelledby="ticket-events-heading" className="mb-4">
      <h2 id="ticket-events-heading" className="h5">
        {T.events}
      </h2>
      <ol
        className="list-unstyled mb-0"
        style={{ borderLeft: '2px solid var(--bs-border-color)', paddingLeft: '1rem' }}
        data-testid="ticket-events"
      >
        {events.map((event, index) => {
          const note = noteOf(event);
          return (
            // Events never change or move once written: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list, see above.
            <li key={index} className="mb-2" data-testid="ticket-event" data-type={event.type}>
              <div className="fw-semibold">{eventText(event)}</div>
              <div className="small text-body-secondary">
                <DateText value={event.at} format="dateTimeShort" /> · {T.eventBy(event.by)}
              </div>
              {note ? (
                <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                  {note}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
