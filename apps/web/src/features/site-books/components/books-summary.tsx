import type { MonthlyReportDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/money';
import { formatMoney } from '../../../lib/format';
import { MESSAGES } from '../../../lib/messages-common';
import { formatRate } from '../../../lib/percent';
import { SITE_BOOKS_TEXTS as T } from '../messages';

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="col-12 col-sm-4">
      <div className="card h-100">
        <div className="card-body">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold">{children}</div>
          {hint ? <div className="small text-body-secondary">{hint}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** The month in three figures: money in, money out, and the share of the dues collected. */
export function BooksSummary({ report }: { report: MonthlyReportDto }) {
  const hint =
    report.collectionRate === null
      ? T.noCharge
      : T.collectionHint(formatMoney(report.collected), formatMoney(report.charged));
  return (
    <section aria-label={T.summary} className="row g-3 mb-4" data-testid="books-summary">
      <Figure label={T.incomeTotal}>
        <Money value={report.income.total} signed={false} />
      </Figure>
      <Figure label={T.expensesTotal}>
        <Money value={report.expenses.total} signed={false} />
      </Figure>
      <Figure label={T.collectionRate} hint={hint}>
        <span data-testid="collection-rate">{formatRate(report.collectionRate, MESSAGES.common.empty)}</span>
      </Figure>
    </section>
  );
}
