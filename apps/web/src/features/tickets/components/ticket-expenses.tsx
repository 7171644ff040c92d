import type { TicketDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

/**
 * The expenses (PRODUCT.md §10) that name this ticket, reversals included as the books keep them;
 * the total is what the repair cost once reversals are netted out.
 */
export function TicketExpenses({ expenses }: { expenses: TicketDto['expenses'] }) {
  const total = expenses.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;
  return (
    <section aria-labelledby="ticket-expenses-heading" className="mb-4">
      <h2 id="ticket-expenses-heading" className="h5">
        {T.expenses}
      </h2>
      {expenses.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="ticket-no-expenses">
          {T.noExpenses}
        </p>
      ) : (
        <Table size="sm" responsive className="mb-0" aria-labelledby="ticket-expenses-heading">
          <thead>
            <tr>
              <th scope="col">{T.expenseDate}</th>
              <th scope="col">{T.expenseDescription}</th>
              <th scope="col" className="text-end">
                {T.expenseAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {expenses.map((e) => (
              <tr key={e.id} data-testid="ticket-expense">
                <td className="text-nowrap">
                  <DateText value={e.date} format="date" />
                </td>
                <td className="text-break">
                  {e.description}
                  {e.vendor ? <div className="small text-body-secondary">{e.vendor}</div> : null}
                </td>
                <td className="text-end">
                  <Money value={e.amount} signed={false} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {T.expensesTotal}
              </th>
              <td className="text-end fw-semibold" data-testid="ticket-expenses-total">
                <Money value={total} signed={false} />
              </td>
            </tr>
          </tfoot>
        </Table>
      )}
    </section>
  );
}
