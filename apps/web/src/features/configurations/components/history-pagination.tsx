import Pagination from 'react-bootstrap/Pagination';
import { CONFIGURATION_SCREEN_TEXTS as T } from '../messages';
import { pageWindow } from './page-window';

/** Previous, up to two pages either side of the current, next; nothing when one page holds all. */
export function HistoryPagination({
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
    <nav aria-label={T.pagination}>
      <Pagination size="sm" className="flex-wrap mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={T.previous} />
        {pageWindow(page, totalPages).map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            onClick={() => onPage(n)}
            aria-label={T.page(n)}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={T.next} />
      </Pagination>
    </nav>
  );
}
