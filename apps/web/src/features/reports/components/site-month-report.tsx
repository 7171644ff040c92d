import { useMonthlyReport } from '../api/get-monthly-report';
import { REPORT_TEXTS as T } from '../messages';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { formatMonth, monthDays } from '../../../lib/month';
import { ReportAccounts } from './report-accounts';
import { ReportExpenses } from './report-expenses';
import { ReportIncome } from './report-income';
import { ReportSummary } from './report-summary';

/** One site's report for one month, in the order a board reads it: totals, accounts, money in, money out. */
export function SiteMonthReport({ siteId, month }: { siteId: number; month: string }) {
  const report = useMonthlyReport(siteId, month);
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState text={T.reportLoadFailed} onRetry={() => report.refetch()} />;
  const data = report.data;
  const range = monthDays(data.month);
  return (
    <div data-testid="monthly-report">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">{T.reportTitle(data.siteName, formatMonth(data.month))}</h2>
        {/* To print or hand out: the same figures as a PDF, in the browser's viewer in a new tab. */}
        <a
          className="btn btn-outline-primary btn-sm"
          href={`${apiPaths.siteAdmin.monthlyReportPdf(siteId)}?month=${data.month}`}
          target="_blank"
          rel="noopener"
        >
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          {T.pdf}
        </a>
        {/* The month's every charge and payment, one row each, for the accountant's spreadsheet. */}
        <a
          className="btn btn-outline-primary btn-sm"
          href={`${apiPaths.siteAdmin.siteLedgerXlsx(siteId)}?from=${range.from}&to=${range.to}`}
          download
        >
          <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
          {T.ledgerXlsx}
        </a>
      </div>
      <ReportSummary report={data} />
      <ReportAccounts report={data} />
      <div className="row g-3">
        <div className="col-lg-6">
          <ReportIncome report={data} />
        </div>
        <div className="col-lg-6">
          <ReportExpenses report={data} />
        </div>
      </div>
    </div>
  );
}
