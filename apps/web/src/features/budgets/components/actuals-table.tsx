import type { BudgetActualsDto } from '@aidat/shared';
import { Money } from '../../../components/ui/money';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { dayText } from './day-text';

/** Budget vs actual per category: yearly, budgeted to date, spent and the difference (negative: over budget). */
export function ActualsTable({ actuals }: { actuals: BudgetActualsDto }) {
  return (
    <div data-testid="budget-actuals">
      <p className="small text-muted">
        {actuals.elapsedMonths === 0 ? T.notStarted : T.asOf(dayText(actuals.asOf), actuals.elapsedMonths)}
      </p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{T.category}</th>
              <th scope="col" className="text-end">
                {T.yearly}
              </th>
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
            {actuals.rows.map((r) => (
              <tr key={r.categoryId}>
                <td>{r.categoryName}</td>
                <td className="text-end">
                  <Money value={r.yearly} signed={false} />
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
              <td>{T.total}</td>
              <td className="text-end">
                <Money value={actuals.totals.yearly} signed={false} />
              </td>
              <td className="text-end">
                <Money value={actuals.totals.budgetedToDate} signed={false} />
              </td>
              <td className="text-end">
                <Money value={actuals.totals.spent} signed={false} />
              </td>
              <td className="text-end">
                <Money value={actuals.totals.difference} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
