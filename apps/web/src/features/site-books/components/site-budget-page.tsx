import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BudgetActualsTable } from '../../../components/budget-actuals/budget-actuals-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { dayText } from '../../../lib/day-text';
import { formatMonth } from '../../../lib/month';
import { useSiteBudget, useUnitSites } from '../api/get-site-budget';
import { SITE_BUDGET_TEXTS as T } from '../budget-messages';
// The picker lives in the books page's module, which a resident has usually just loaded: a module
// of its own, shared by the two pages, would be one more chunk on the budgeted /site-books route.
import { SitePicker } from './site-books-page';

/**
 * 'Bütçe' (PRODUCT.md §13): the approved işletme projesi of a site the user lives in against what
 * the site has spent, per category. Only the site's totals, never a unit's or a person's.
 */
export function SiteBudgetPage() {
  const units = useUnitSites();
  const [chosenSiteId, setChosenSiteId] = useState<number | null>(null);
  const sites = units.data ?? [];
  const site = sites.find((s) => s.id === chosenSiteId) ?? sites[0];

  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else if (!site) body = <EmptyState text={T.noUnits} />;
  else {
    body = (
      <>
        <SitePicker id="site-budget-site" label={T.site} sites={sites} value={site.id} onChange={setChosenSiteId} />
        <h2 className="h5">{site.name}</h2>
        <SiteBudget siteId={site.id} />
      </>
    );
  }

  return (
    <section>
      <h1 className="h3 mb-3">{T.title}</h1>
      {body}
      <Link to={paths.siteBooks} className="d-inline-block mt-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.back}
      </Link>
    </section>
  );
}

function SiteBudget({ siteId }: { siteId: number }) {
  const budget = useSiteBudget(siteId);
  if (budget.isPending) return <LoadingState />;
  if (budget.isError) {
    // No approved budget: the server's own sentence is the empty state.
    if (budget.error instanceof ApiError && budget.error.status === 404)
      return <EmptyState text={budget.error.message} />;
    return <ErrorState text={T.loadFailed} onRetry={() => budget.refetch()} />;
  }
  const b = budget.data.budget;
  return (
    <div data-testid="site-budget">
      <p className="mb-1">{T.project(formatMonth(b.periodStart), formatMonth(b.periodEnd))}</p>
      {b.decisionNo && b.decidedAt ? (
        <p className="small text-muted mb-1">{T.decision(b.decisionNo, dayText(b.decidedAt))}</p>
      ) : null}
      <BudgetActualsTable actuals={budget.data} />
    </div>
  );
}
