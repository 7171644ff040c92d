import type { PartyEventDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import { Money } from '../../../components/ui/money';
import { dayText } from '../../../lib/day-text';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';

/**
 * 'Geçmiş' (PRODUCT.md §16): what was done about the unit's owners and tenant, the latest first:
 * the kind, the day, who did it, whom it concerned, the balance of a letter or a final statement,
 * and the final statement of a move-out or a sale to open.
 */
export function PartyEvents({
  events,
  onOpenStatement,
}: {
  events: PartyEventDto[];
  onOpenStatement: (id: number) => void;
}) {
  if (events.length === 0) return <p className="text-body-secondary mb-0">{T.noHistory}</p>;
  return (
    <ul className="list-group small" aria-label={T.history}>
      {events.map((e) => (
        <li key={e.id} className="list-group-item" data-testid="party-event">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold">{T.eventKind[e.kind]}</span>
            <span className="text-nowrap text-body-secondary">{dayText(e.day)}</span>
          </div>
          {e.names.length > 0 ? <div className="text-break">{e.names.join(', ')}</div> : null}
          {e.by ? <div className="text-body-secondary">{T.eventBy(e.by)}</div> : null}
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            {e.balance !== null ? (
              <span>
                {T.eventBalance}: <Money value={e.balance} />
              </span>
            ) : (
              <span />
            )}
            {e.finalStatementId !== null ? (
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => onOpenStatement(e.finalStatementId as number)}
              >
                {T.openStatement}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
