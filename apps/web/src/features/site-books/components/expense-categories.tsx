import type { MonthlyReportDto } from '@aidat/shared';
import { useId, useState } from 'react';
import { Money } from '../../../components/ui/money';
import { EmptyState } from '../../../components/ui/states';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { CategoryLines } from './category-lines';

/** Money out by category; a category opens to its expense lines, one at a time. */
export function ExpenseCategories({ siteId, report }: { siteId: number; report: MonthlyReportDto }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const { byCategory, total } = report.expenses;
  return (
    <section className="card h-100" aria-labelledby={`${baseId}-title`} data-testid="books-expenses">
      <h3 className="card-header h6 mb-0" id={`${baseId}-title`}>
        {T.expenses}
      </h3>
      {byCategory.length === 0 ? (
        <EmptyState text={T.noExpenses} />
      ) : (
        <>
          <p className="small text-body-secondary px-3 pt-2 mb-0">{T.expensesHint}</p>
          <ul className="list-group list-group-flush">
            {byCategory.map((category) => {
              const open = openId === category.categoryId;
              const linesId = `${baseId}-lines-${category.categoryId}`;
              return (
                <li key={category.categoryId} className="list-group-item p-0">
                  <button
                    type="button"
                    className="btn w-100 text-start d-flex justify-content-between align-items-center gap-2 px-3 py-2 rounded-0"
                    aria-expanded={open}
                    aria-controls={linesId}
                    onClick={() => setOpenId(open ? null : category.categoryId)}
                  >
                    <span className="text-break">
                      <i className={`bi bi-chevron-${open ? 'down' : 'right'} me-2`} aria-hidden="true" />
                      {category.name}
                    </span>
                    <Money value={category.amount} signed={false} />
                  </button>
                  {open ? (
                    <div id={linesId} className="px-3 pb-2">
                      <CategoryLines
                        siteId={siteId}
                        month={report.month}
                        categoryId={category.categoryId}
                        categoryName={category.name}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
            <li className="list-group-item d-flex justify-content-between gap-2 fw-semibold">
              <span>{T.total}</span>
              <Money value={total} signed={false} />
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
