import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { formatMonth } from '../../../lib/month';
import { useSiteBudget, useUnitSites } from '../api/get-site-budget';
import { SITE_BUDGET_TEXTS as T } from '../budget-messages';

const dayText = (day: string) => day.split('-').reverse().join('.');

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
        {sites.length > 1 ? (
          <div className="mb-3" style={{ maxWidth: '24rem' }}>
            <label htmlFor="site-budget-site" className="form-label">
              {T.site}
            </label>
            <select
              id="site-budget-site"
              className="form-select"
              value={site.id}
              onChange={(e) => setChosenSiteId(Number(e.target.value))}
            >
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
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
  const { budget: b, rows, totals, asOf, elapsedMonths } = budget.data;
  return (
    <div data-testid="site-budget">
      <p className="mb-1">{T.project(formatMonth(b.periodStart), formatMonth(b.periodEnd))}</p>
      {b.decisionNo && b.decidedAt ? (
        <p className="small text-muted mb-1">{T.decision(b.decisionNo, dayText(b.decidedAt))}</p>
      ) : null}
      <p className="small text-muted">{elapsedMonths === 0 ? T.notStarted : T.asOf(dayText(asOf), elapsedMonths)}</p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{T.category}</th>
              <th scope="col" className="text-end">
                {T.toDate}
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
              <td>{T.total}</td>
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
