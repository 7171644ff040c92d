import type { MonthlyReportDto } from '@aidat/shared';
import { Money } from '../../../components/ui/money';
import { SITE_BOOKS_TEXTS as T } from '../messages';

/** Money in by type: dues and each ek bütçe, with the total. */
export function BooksIncome({ report }: { report: MonthlyReportDto }) {
  return (
    <section className="card h-100" aria-labelledby="books-income-title" data-testid="books-income">
      <h3 className="card-header h6 mb-0" id="books-income-title">
        {T.income}
      </h3>
      <ul className="list-group list-group-flush">
        <li className="list-group-item d-flex justify-content-between gap-2">
          <span>{T.dues}</span>
          <Money value={report.income.dues} signed={false} />
        </li>
        {report.income.additional.map((charge) => (
          <li key={charge.additionalChargeId} className="list-group-item d-flex justify-content-between gap-2">
            <span className="text-break">{T.additional(charge.title)}</span>
            <Money value={charge.amount} signed={false} />
          </li>
        ))}
        <li className="list-group-item d-flex justify-content-between gap-2 fw-semibold">
          <span>{T.total}</span>
          <Money value={report.income.total} signed={false} />
        </li>
      </ul>
    </section>
  );
}
