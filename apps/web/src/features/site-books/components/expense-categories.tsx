import type { MonthlyReportDto } from '@aidat/shared';
import { useState } from 'react';
import { Money } from '../../../components/ui/money';
import { EmptyState } from '../../../components/ui/states';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { CategoryLines } from './category-lines';

/** Money out by category; a category opens to its expense lines, one at a time. */
export function ExpenseCategories({ siteId, report }: { siteId: number; report: MonthlyReportDto }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const { byCategory, total } = report.expenses;
  return (
    <div className="card" data-testid="books-expenses">
      <h3 className="card-header h6">{T.expenses}</h3>
      {byCategory.length === 0 ? (
        <EmptyState text={T.noExpenses} />
      ) : (
        <ul className="list-group list-group-flush">
          {byCategory.map(({ categoryId, name, amount }) => {
            const open = openId === categoryId;
            return (
              <li key={categoryId} className="list-group-item">
                <button
                  type="button"
                  className="btn btn-link p-0 w-100 text-start text-reset text-decoration-none d-flex justify-content-between gap-2"
                  aria-expanded={open}
                  aria-controls={`lines-${categoryId}`}
                  onClick={() => setOpenId(open ? null : categoryId)}
                >
                  <span className="text-break">
                    <i className={`bi bi-chevron-${open ? 'down' : 'right'} me-2`} aria-hidden="true" />
                    {name}
                  </span>
                  <Money value={amount} signed={false} />
                </button>
                {open ? (
                  <CategoryLines siteId={siteId} month={report.month} categoryId={categoryId} categoryName={name} />
                ) : null}
              </li>
            );
          })}
          <li className="list-group-item d-flex justify-content-between gap-2 fw-semibold">
            {T.total}
            <Money value={total} signed={false} />
          </li>
        </ul>
      )}
    </div>
  );
}
