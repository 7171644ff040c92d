import type { UnitDetail } from '@aidat/shared';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format';
import { formatMonth } from '../../../lib/month';
import { UNIT_DETAIL_TEXTS as T } from '../messages-unit-detail';
import { unpaidSummary } from './unpaid-summary';

/** One line of the card: what it is (and a note under it) and what it owes. */
function OwedLine({ what, note, amount, testId }: { what: ReactNode; note?: string; amount: number; testId: string }) {
  return (
    <li className="list-group-item d-flex justify-content-between align-items-center gap-2 px-0" data-testid={testId}>
      <span className="min-w-0">
        {what}
        {note ? <span className="d-block small text-body-secondary">{note}</span> : null}
      </span>
      <span className="text-nowrap text-danger fw-semibold" data-testid="owed-amount">
        {formatMoney(amount)}
      </span>
    </li>
  );
}

/**
 * 'Ödenmemiş Aylar' (PRODUCT.md §12, §15), first on the unit page: everything owed today, line by
 * line: the opening debt, each dues month still owed (oldest first, as the server settles
 * payments), each ek bütçe, and the late fees with the part accrued to today; their total is what
 * paying today clears.
 */
export function UnpaidMonthsCard({ detail }: { detail: UnitDetail }) {
  const months = detail.unpaidMonths;
  const summary = unpaidSummary(months);
  const charges = detail.additionalCharges.filter((c) => c.outstanding < 0);
  const owed = detail.owedToday;
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="unpaid-months-heading" data-testid="unpaid-months">
      <div className="card-body">
        <h2 id="unpaid-months-heading" className="h5 fw-semibold">
          {T.unpaidMonths}
        </h2>
        <p className={summary ? 'mb-2' : 'mb-2 text-success'}>
          {summary ? (
            T.unpaidSummary(summary.count, formatMonth(summary.since))
          ) : (
            <>
              <i className="bi bi-check-circle me-1" aria-hidden="true" />
              {T.noUnpaidMonths}
            </>
          )}
        </p>
        {owed.total > 0 ? (
          <>
            <ul className="list-group list-group-flush mb-2">
              {detail.openingDebt > 0 ? (
                <OwedLine
                  what={T.openingDebt}
                  note={T.openingDebtHint}
                  amount={detail.openingDebt}
                  testId="unpaid-opening"
                />
              ) : null}
              {months.map((m) => (
                <OwedLine
                  key={m.period}
                  what={formatMonth(m.period)}
                  note={m.unpaid !== m.charged ? T.partlyPaid(formatMoney(m.charged)) : undefined}
                  amount={m.unpaid}
                  testId="unpaid-month"
                />
              ))}
              {charges.map((c) => (
                <OwedLine key={c.id} what={T.charge(c.title)} amount={-c.outstanding} testId="unpaid-charge" />
              ))}
              {owed.lateFee > 0 ? (
                <OwedLine
                  what={T.lateFee}
                  note={owed.lateFeeAccrued > 0 ? T.lateFeeAccrued(formatMoney(owed.lateFeeAccrued)) : undefined}
                  amount={owed.lateFee}
                  testId="unpaid-late-fee"
                />
              ) : null}
            </ul>
            <p className="mb-0 d-flex justify-content-between gap-2 fw-semibold">
              <span>{T.unpaidTotal}</span>
              <span className="text-nowrap text-danger" data-testid="unpaid-total">
                {formatMoney(owed.total)}
              </span>
            </p>
          </>
        ) : summary ? null : (
          <p className="mb-0 text-body-secondary">{T.nothingOwed}</p>
        )}
      </div>
    </section>
  );
}
