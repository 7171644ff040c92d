import Button from 'react-bootstrap/Button';

/** The pager's words, from the screen's own messages (the shell carries no screen's texts). */
export interface PagerLabels {
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous and next page of a paged list, shown only when there is more than one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  labels,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="d-flex align-items-center justify-content-end gap-2" aria-label={labels.pagination}>
      <Button variant="outline-secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <i className="bi bi-chevron-left me-1" aria-hidden="true" />
        {labels.previousPage}
      </Button>
      <span className="small" aria-live="polite">
        {labels.pageOf(page, totalPages)}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        {labels.nextPage}
        <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
      </Button>
    </nav>
  );
}
