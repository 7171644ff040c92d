import { Money } from '../../../components/ui/money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths-common';
import { formatDate } from '../../../lib/format';
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
  return (
    <ul id={`lines-${categoryId}`} className="list-unstyled small mt-2 mb-0" aria-label={categoryName + T.linesOf}>
      {expenses.data
        .filter((line) => line.categoryId === categoryId)
        .map((line) => (
          <li key={line.id} className="border-top py-2" data-testid="expense-line">
            <div className="d-flex justify-content-between gap-2">
              <span className="text-break">{line.description}</span>
              <Money value={line.amount} signed={false} />
            </div>
            <div className="text-body-secondary">
              {formatDate(line.date, 'date')}
              {line.vendor ? ` • ${line.vendor}` : null}
              {line.invoiceNo ? ` • ${T.invoiceNo}${line.invoiceNo}` : null}
              {line.reversed ? ` • ${T.reversed}` : null}
              {line.reversesId === null ? null : ` • ${T.reversal}`}
            </div>
            {line.attachments.map((file) => (
              <a
                key={file.id}
                className="d-block"
                href={apiPaths.me.siteExpenseAttachment(siteId, line.id, file.id)}
                target="_blank"
                rel="noopener"
                aria-label={file.fileName + T.newTab}
              >
                <i className="bi bi-paperclip me-1" aria-hidden="true" />
                {file.fileName}
              </a>
            ))}
          </li>
        ))}
    </ul>
  );
}
