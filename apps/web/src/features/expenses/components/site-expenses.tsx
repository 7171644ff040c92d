import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ErrorState, EmptyState, LoadingState } from '../../../components/ui/states';
import { useCategories } from '../api/get-categories';
import { useExpenses } from '../api/get-expenses';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';
import { ExpenseFilters } from './expense-filters';
import { ExpenseTable } from './expense-table';
import { NewExpenseDialog } from './new-expense-dialog';

/** A small page keeps the table readable; the total covers the whole filter anyway. */
const PAGE_SIZE = 20;

/** One site's expenses: the filters, the paged table and the 'Yeni Gider' form. */
export function SiteExpenses({ siteId }: { siteId: number }) {
  const [month, setMonth] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [newOpen, setNewOpen] = useState(false);
  const categories = useCategories(siteId);
  const expenses = useExpenses({
    siteId,
    month: month || undefined,
    categoryId: categoryId ? Number(categoryId) : undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  // A new filter starts from its first page.
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  let body: ReactNode;
  if (expenses.isPending) body = <LoadingState />;
  else if (expenses.isError) body = <ErrorState text={T.listLoadFailed} onRetry={() => expenses.refetch()} />;
  else if (expenses.data.data.length === 0) body = <EmptyState text={T.noExpenses} />;
  else body = <ExpenseTable siteId={siteId} result={expenses.data} onPage={setPage} />;

  return (
    <Card data-testid="expenses-card">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
          <ExpenseFilters
            month={month}
            categoryId={categoryId}
            categories={categories.data ?? []}
            onMonth={filterBy(setMonth)}
            onCategory={filterBy(setCategoryId)}
          />
          <Button className="ms-auto mb-3" onClick={() => setNewOpen(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {T.newExpense}
          </Button>
        </div>
        {categories.isError ? <ErrorState text={T.categoriesLoadFailed} onRetry={() => categories.refetch()} /> : null}
        {body}
      </Card.Body>
      {newOpen ? <NewExpenseDialog siteId={siteId} onClose={() => setNewOpen(false)} /> : null}
    </Card>
  );
}
