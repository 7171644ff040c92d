import type { TicketDto } from '@aidat/shared';
import { formatDate, formatMoney } from '../../../lib/format';
import { MY_TICKETS_TEXTS as T } from '../messages';

/**
 * The expenses (§10) the site paid for this ticket, as every resident sees an expense line:
 * date, what and to whom, the amount in TL; a reversal shows as its own negative line.
 */
export function TicketExpenses({ expenses }: { expenses: TicketDto['expenses'] }) {
  if (expenses.length === 0) return null;
  const total = expenses.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;
  return (
    <section className="mb-3" aria-labelledby="ticket-expenses">
      <h2 id="ticket-expenses" className="h5">
        {T.expenses}
      </h2>
      <ul className="list-group shadow-sm" data-testid="ticket-expense-lines">
        {expenses.map((e) => (
          <li key={e.id} className="list-group-item d-flex justify-content-between gap-2">
            <span className="min-w-0">
              <span className="d-block text-break">{e.description}</span>
              <small className="text-body-secondary">
                {formatDate(e.date, 'date')} • {e.categoryName}
                {e.vendor ? ` • ${e.vendor}` : ''}
                {e.reversesId !== null ? ` • ${T.reversal}` : ''}
              </small>
            </span>
            <span className="fw-semibold text-nowrap">{formatMoney(e.amount)}</span>
          </li>
        ))}
        <li className="list-group-item d-flex justify-content-between gap-2 fw-bold">
          <span>{T.expensesTotal}</span>
          <span className="text-nowrap" data-testid="ticket-expenses-total">
            {formatMoney(total)}
          </span>
        </li>
      </ul>
    </section>
  );
}
