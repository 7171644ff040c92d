import type { UnitDetailUnpaidMonth } from '@aidat/shared';
import { formatMoney } from '../../../lib/format';
import { formatMonth } from '../../../lib/month';
import { UNIT_DETAIL_TEXTS as T } from '../messages-unit-detail';
import { unpaidSummary } from './unpaid-summary';

/**
 * 'Ödenmemiş Aylar' (PRODUCT.md §15), first on the unit page: each dues month still owed, oldest
 * first, as the server settles payments (oldest first, like the debtor list), and their total.
 */
export function UnpaidMonthsCard({ months }: { months: UnitDetailUnpaidMonth[] }) {
  const summary = unpaidSummary(months);
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="unpaid-months-heading" data-testid="unpaid-months">
      <div className="card-body">
        <h2 id="unpaid-months-heading" className="h5 fw-semibold">
          {T.unpaidMonths}
        </h2>
        {summary === null ? (
          <p className="mb-0 text-success">
            <i className="bi bi-check-circle me-1" aria-hidden="true" />
            {T.noUnpaidMonths}
          </p>
        ) : (
          <>
            <p className="mb-2">{T.unpaidSummary(summary.count, formatMonth(summary.since))}</p>
            <ul className="list-group list-group-flush mb-2">
              {months.map((m) => (
                <li
                  key={m.period}
                  className="list-group-item d-flex justify-content-between align-items-center gap-2 px-0"
                  data-testid="unpaid-month"
                >
                  <span className="min-w-0">
                    {formatMonth(m.period)}
                    {m.unpaid !== m.charged ? (
                      <span className="d-block small text-body-secondary">{T.partlyPaid(formatMoney(m.charged))}</span>
                    ) : null}
                  </span>
                  <span className="text-nowrap text-danger fw-semibold">{formatMoney(m.unpaid)}</span>
                </li>
              ))}
            </ul>
            <p className="mb-0 d-flex justify-content-between gap-2 fw-semibold">
              <span>{T.unpaidTotal}</span>
              <span className="text-nowrap text-danger" data-testid="unpaid-total">
                {formatMoney(summary.total)}
              </span>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
