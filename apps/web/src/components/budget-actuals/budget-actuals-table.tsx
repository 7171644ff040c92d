import type { BudgetActualsDto } from '@aidat/shared';
import { dayText } from '../../lib/day-text';
import { Money } from '../ui/money';
import { BUDGET_ACTUALS_TEXTS as T } from './messages';

/**
 * Budget vs actual per category (PRODUCT.md §13): budgeted to date, spent and the difference
 * (negative: over budget), the same for a manager and for the site's residents. The yearly amount
 * sits under the category's name rather than in a column of its own, so the table fits a phone.
 */
export function BudgetActualsTable({ actuals }: { actuals: BudgetActualsDto }) {
  const { rows, totals, asOf, elapsedMonths } = actuals;
  return (
    <div data-testid="budget-actuals">
      <p className="small text-muted">{elapsedMonths === 0 ? T.notStarted : T.asOf(dayText(asOf), elapsedMonths)}</p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{T.category}</th>
              <th scope="col" className="text-end">
                {T.budgetedToDate}
              </th>
              <th scope="col" className="text-end">
                {T.spent}
              </th>
              <th scope="col" className="text-end">
                {T.difference}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.categoryId}>
                <td>
                  {r.categoryName}
                  <div className="small text-muted">
                    {T.yearly}: <Money value={r.yearly} signed={false} />
                  </div>
                </td>
                <td className="text-end">
                  <Money value={r.budgetedToDate} signed={false} />
                </td>
                <td className="text-end">
                  <Money value={r.spent} signed={false} />
                </td>
                <td className="text-end">
                  <Money value={r.difference} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <td>
                {T.total}
                <div className="small text-muted fw-normal">
                  {T.yearly}: <Money value={totals.yearly} signed={false} />
                </div>
              </td>
              <td className="text-end">
                <Money value={totals.budgetedToDate} signed={false} />
              </td>
              <td className="text-end">
                <Money value={totals.spent} signed={false} />
              </td>
              <td className="text-end">
                <Money value={totals.difference} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
