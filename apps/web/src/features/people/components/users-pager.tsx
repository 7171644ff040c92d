import Pagination from 'react-bootstrap/Pagination';
import { PEOPLE_TEXTS as T } from '../messages';

/** Pages shown either side of the current one, as the configuration history does. */
const SPREAD = 2;

/** Previous, numbered pages around the current one, next; nothing when everything fits one page. */
export function UsersPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - SPREAD);
  const last = Math.min(pageCount, page + SPREAD);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label={T.pagination}>
      <Pagination size="sm" className="flex-wrap mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={T.previous} />
        {numbers.map((n) => (
          <Pagination.Item key={n} active={n === page} onClick={() => onPage(n)} aria-label={T.page(n)}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={T.next} />
      </Pagination>
    </nav>
  );
}
