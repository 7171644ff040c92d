import type { MonthlyReportDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Money } from '../../../components/ui/money';
import { formatRate } from './format-rate';
import { MESSAGES, REPORT_TEXTS as T } from '../messages';

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="col-6 col-lg-3">
      <Card className="h-100">
        <Card.Body>
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold">{children}</div>
          {hint ? <div className="small text-body-secondary">{hint}</div> : null}
        </Card.Body>
      </Card>
    </div>
  );
}

/** The month in figures: the books' opening and closing, money in and out, and how much was collected. */
export function ReportSummary({ report }: { report: MonthlyReportDto }) {
  return (
    <section aria-label={T.summary} className="row g-3 mb-4" data-testid="report-summary">
      <Figure label={T.opening}>
        <Money value={report.totals.opening} signed={false} />
      </Figure>
      <Figure label={T.incomeTotal}>
        <Money value={report.income.total} signed={false} />
      </Figure>
      <Figure label={T.expensesTotal}>
        <Money value={report.expenses.total} signed={false} />
      </Figure>
      <Figure label={T.closing}>
        <Money value={report.totals.closing} signed={false} />
      </Figure>
      <Figure
        label={T.collectionRate}
        hint={
          report.collectionRate === null ? (
            T.noCharge
          ) : (
            <>
              {T.collected}: <Money value={report.collected} signed={false} /> / {T.charged}:{' '}
              <Money value={report.charged} signed={false} />
            </>
          )
        }
      >
        <span data-testid="collection-rate">{formatRate(report.collectionRate, MESSAGES.common.empty)}</span>
      </Figure>
      <Figure label={T.receivables} hint={T.receivablesHint}>
        <Money value={report.receivables} signed={false} />
      </Figure>
    </section>
  );
}
