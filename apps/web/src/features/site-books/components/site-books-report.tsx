import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatMonth } from '../../../lib/month';
import { useSiteReport } from '../api/get-site-report';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { BooksIncome } from './books-income';
import { BooksSummary } from './books-summary';
import { ExpenseCategories } from './expense-categories';

/** One site's month as residents see it: totals and collection, income by type, expenses by category. */
export function SiteBooksReport({ siteId, month }: { siteId: number; month: string }) {
  const report = useSiteReport(siteId, month);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState text={T.reportLoadFailed} onRetry={() => report.refetch()} />;
  const data = report.data;
  return (
    <div data-testid="site-books-report">
      <h2 className="h5 mb-3">{T.reportTitle(data.siteName, formatMonth(data.month))}</h2>
      <BooksSummary report={data} />
      <div className="row g-3">
        <div className="col-lg-6">
          <BooksIncome report={data} />
        </div>
        <div className="col-lg-6">
          <ExpenseCategories siteId={siteId} report={data} />
        </div>
      </div>
    </div>
  );
}
