import { TICKETS_SCREEN_TEXTS as T } from '../messages';

/** 'Gecikti' in words beside the red: a late due day must not be told by colour alone. */
export function OverdueMarker() {
  return (
    <span className="badge text-bg-danger ms-1" data-testid="overdue-marker">
      <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
      {T.overdue}
    </span>
  );
}
