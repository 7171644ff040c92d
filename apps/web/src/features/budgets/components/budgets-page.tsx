import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useChosenSite } from '../../../lib/managed-sites';
import { useBudgetCategories, useBudgets } from '../api/budgets-api';
import { BUDGET_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { BudgetCard } from './budget-card';
import { NewBudgetForm } from './new-budget-form';

/**
 * 'İşletme Projesi' (PRODUCT.md §13, KMK art. 37), Admin only: the chosen site's yearly budgets.
 * A draft is made (from last year's expenses or by hand), edited, served on a day (the seven-day
 * objection window follows) and approved with the kurul's decision, which sets the monthly dues.
 */
export function BudgetsPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader title={MESSAGES.pages.budgets} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <div className="mb-3">
              <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
            </div>
            <SiteBudgets siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}

function SiteBudgets({ siteId }: { siteId: number }) {
  const budgets = useBudgets(siteId);
  const categories = useBudgetCategories(siteId);
  const [creating, setCreating] = useState(false);
  if (budgets.isPending || categories.isPending) return <LoadingState />;
  if (budgets.isError) return <ErrorState text={T.budgetsLoadFailed} onRetry={() => budgets.refetch()} />;
  if (categories.isError) return <ErrorState text={T.categoriesLoadFailed} onRetry={() => categories.refetch()} />;
  return (
    <>
      {creating ? (
        <NewBudgetForm siteId={siteId} categories={categories.data} onDone={() => setCreating(false)} />
      ) : (
        <Button className="mb-3" onClick={() => setCreating(true)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {T.newBudget}
        </Button>
      )}
      {budgets.data.length === 0 ? <EmptyState text={T.noBudgets} /> : null}
      {budgets.data.map((b) => (
        <BudgetCard key={b.id} budget={b} categories={categories.data} />
      ))}
    </>
  );
}
