import Button from 'react-bootstrap/Button';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

/** Previous and next page, shown only when there is more than one page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="d-flex align-items-center justify-content-end gap-2" aria-label={T.pagination}>
      <Button variant="outline-secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <i className="bi bi-chevron-left me-1" aria-hidden="true" />
        {T.previousPage}
      </Button>
      <span className="small" aria-live="polite">
        {T.pageOf(page, totalPages)}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        {T.nextPage}
        <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
      </Button>
    </nav>
  );
}
