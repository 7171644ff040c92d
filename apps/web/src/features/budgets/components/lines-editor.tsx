import { BUDGET_SPLIT_LABELS, BUDGET_SPLITS, type BudgetSplit, type ExpenseCategoryDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Money } from '../../../components/ui/money';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { emptyRow, type LineRow, totalOf } from './lines-form';

/** A draft's lines: category, yearly amount and split rule per row, with the yearly and monthly totals. */
export function LinesEditor({
  rows,
  categories,
  onChange,
  disabled = false,
}: {
  rows: LineRow[];
  categories: ExpenseCategoryDto[];
  onChange: (rows: LineRow[]) => void;
  disabled?: boolean;
}) {
  const update = (key: number, change: Partial<LineRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const total = totalOf(rows);
  return (
    <div data-testid="budget-lines-editor">
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">{T.category}</th>
              <th scope="col">{T.yearlyAmount}</th>
              <th scope="col">{T.split}</th>
              <th scope="col" aria-label={T.removeLine} />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-muted">
                  {T.noLines}
                </td>
              </tr>
            ) : null}
            {rows.map((row, i) => (
              <tr key={row.key}>
                <td>
                  <Form.Select
                    aria-label={`${T.category} ${i + 1}`}
                    value={row.categoryId}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { categoryId: e.target.value })}
                  >
                    <option value="">{T.chooseCategory}</option>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </Form.Select>
                </td>
                <td>
                  <Form.Control
                    aria-label={`${T.yearlyAmount} ${i + 1}`}
                    inputMode="decimal"
                    value={row.amountText}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { amountText: e.target.value })}
                  />
                </td>
                <td>
                  <Form.Select
                    aria-label={`${T.split} ${i + 1}`}
                    value={row.split}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { split: e.target.value as BudgetSplit })}
                  >
                    {BUDGET_SPLITS.map((s) => (
                      <option key={s} value={s}>
                        {BUDGET_SPLIT_LABELS[s]}
                      </option>
                    ))}
                  </Form.Select>
                </td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={disabled}
                    aria-label={T.removeLine}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <td>{T.total}</td>
              <td data-testid="budget-lines-total">
                <Money value={total} signed={false} />
              </td>
              <td colSpan={2} className="text-muted small">
                {T.monthlyTotal}: <Money value={Math.floor((total * 100) / 12) / 100} signed={false} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => onChange([...rows, emptyRow()])}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {T.addLine}
      </Button>
    </div>
  );
}
