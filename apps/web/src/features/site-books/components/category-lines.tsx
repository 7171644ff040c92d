import { apiPaths } from '../../../config/paths-common';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useSiteExpenses } from '../api/get-site-expenses';
import { SITE_BOOKS_TEXTS as T } from '../messages';

/**
 * A category's expense lines in the month, with their invoices. Invoices open in a new tab and
 * never inside the page (an uploaded file is not ours to render in the app's frame); noopener
 * leaves that tab no handle on this one.
 */
export function CategoryLines({
  siteId,
  month,
  categoryId,
  categoryName,
}: {
  siteId: number;
  month: string;
  categoryId: number;
  categoryName: string;
}) {
  const expenses = useSiteExpenses(siteId, month);
  if (expenses.isPending) return <LoadingState />;
  if (expenses.isError) return <ErrorState text={T.linesLoadFailed} onRetry={() => expenses.refetch()} />;
  const lines = expenses.data.filter((e) => e.categoryId === categoryId);
  if (lines.length === 0) return <EmptyState text={T.noLines} />;
  return (
    <ul className="list-unstyled mb-0 small" aria-label={T.linesOf(categoryName)} data-testid="category-lines">
      {lines.map((line) => (
        <li key={line.id} className="border-top py-2" data-testid="expense-line">
          <div className="d-flex justify-content-between gap-2">
            <span className={`text-break${line.reversed ? ' text-decoration-line-through' : ''}`}>
              {line.description}
            </span>
            <Money value={line.amount} signed={false} />
          </div>
          <div className="text-body-secondary">
            <DateText value={line.date} format="date" />
            {line.vendor ? ` • ${line.vendor}` : null}
            {line.invoiceNo ? ` • ${T.invoiceNo(line.invoiceNo)}` : null}
            {line.reversed ? <span className="badge text-bg-secondary ms-2">{T.reversed}</span> : null}
            {line.reversesId !== null ? <span className="badge text-bg-warning ms-2">{T.reversal}</span> : null}
          </div>
          {line.attachments.map((file) => (
            <div key={file.id}>
              <a
                href={apiPaths.me.siteExpenseAttachment(siteId, line.id, file.id)}
                target="_blank"
                rel="noopener"
                aria-label={T.openAttachment(file.fileName)}
              >
                <i className="bi bi-paperclip me-1" aria-hidden="true" />
                {file.fileName}
              </a>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
