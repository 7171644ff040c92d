import type { EnforcementDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import { dayText } from '../../../lib/day-text';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';

/**
 * Where the unit stands (PRODUCT.md §21): under icra since a day, with the office and file number,
 * and the button that ends it; or not, with the button that starts it.
 */
export function EnforcementState({
  enforcement,
  onStart,
  onEnd,
}: {
  enforcement: EnforcementDto;
  onStart: () => void;
  onEnd: () => void;
}) {
  if (!enforcement.active)
    return (
      <div className="d-flex flex-wrap align-items-center gap-2" data-testid="enforcement-state">
        <span className="me-auto">{T.notActive}</span>
        <Button size="sm" onClick={onStart}>
          {T.start}
        </Button>
      </div>
    );
  return (
    <div className="d-flex flex-wrap align-items-start gap-2" data-testid="enforcement-state">
      <div className="me-auto">
        <p className="fw-semibold mb-1">
          <span className="badge text-bg-danger me-2">{T.badge}</span>
          {T.activeSince(dayText(enforcement.startedAt))}
        </p>
        <dl className="row small mb-0">
          <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{T.office}</dt>
          <dd className="col-7 col-sm-8 mb-0">{enforcement.office ?? T.none}</dd>
          <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{T.fileNo}</dt>
          <dd className="col-7 col-sm-8 mb-0">{enforcement.fileNo ?? T.none}</dd>
        </dl>
      </div>
      <Button size="sm" variant="outline-danger" onClick={onEnd}>
        {T.end}
      </Button>
    </div>
  );
}
