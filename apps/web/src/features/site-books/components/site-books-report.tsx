import { Money } from '../../../components/ui/money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatMoney } from '../../../lib/format';
import { useSiteReport } from '../api/get-site-report';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { ExpenseCategories } from './expense-categories';

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });

/** One site's month as residents see it: money in by type, the dues collected, money out by category. */
export function SiteBooksReport({ siteId, month }: { siteId: number; month: string }) {
  const report = useSiteReport(siteId, month);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState text={T.reportLoadFailed} onRetry={() => report.refetch()} />;
  const { income, collectionRate } = report.data;
  const row = 'list-group-item d-flex justify-content-between gap-2';
  return (
    <div className="row g-3">
      <div className="col-lg-6">
        <div className="card mb-3">
          <div className="card-body">
            <h3 className="h6 text-body-secondary">{T.collectionRate}</h3>
            <div className="fs-4 fw-semibold" data-testid="collection-rate">
              {collectionRate === null ? '-' : percent.format(collectionRate)}
            </div>
            <div className="small text-body-secondary">
              {collectionRate === null
                ? T.noCharge
                : `${formatMoney(report.data.collected)} / ${formatMoney(report.data.charged)}`}
            </div>
          </div>
        </div>
        <div className="card" data-testid="books-income">
          <h3 className="card-header h6">{T.income}</h3>
          <ul className="list-group list-group-flush">
            <li className={row}>
              {T.dues}
              <Money value={income.dues} signed={false} />
            </li>
            {income.additional.map((charge) => (
              <li key={charge.additionalChargeId} className={row}>
                <span className="text-break">{T.additional + charge.title}</span>
                <Money value={charge.amount} signed={false} />
              </li>
            ))}
            <li className={`${row} fw-semibold`}>
              {T.total}
              <Money value={income.total} signed={false} />
            </li>
          </ul>
        </div>
      </div>
      <div className="col-lg-6">
        <ExpenseCategories siteId={siteId} report={report.data} />
      </div>
    </div>
  );
}
