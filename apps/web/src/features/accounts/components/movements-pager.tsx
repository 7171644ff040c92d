import Button from 'react-bootstrap/Button';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

/** Previous and next page of the movements, with where the reader is; hidden when one page holds them all. */
export function MovementsPager({
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
    <nav aria-label={T.pagination} className="d-flex align-items-center justify-content-end gap-2">
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previousPage}
      </Button>
      <span className="small" aria-live="polite">
        {T.pageOf(page, totalPages)}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {T.nextPage}
      </Button>
    </nav>
  );
}
