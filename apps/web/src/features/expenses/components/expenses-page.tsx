import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useSites } from '../api/get-sites';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { CategoryDialog } from './category-dialog';
import { SiteExpenses } from './site-expenses';

/** 'Giderler' (PRODUCT.md §10), Admin only: the chosen site's expenses, new ones, reversals, invoices. */
export function ExpensesPage() {
  const sites = useSites();
  const [chosenSiteId, setChosenSiteId] = useState<number | null>(null);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const siteList = sites.data ?? [];
  // The first site is preselected; a choice that vanished from the list falls back to it.
  const site = siteList.find((s) => s.id === chosenSiteId) ?? siteList[0];

  let body: ReactNode;
  if (sites.isPending) body = <LoadingState />;
  else if (sites.isError) body = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (!site) body = <EmptyState text={T.noSites} />;
  else {
    // Keyed by site so filters, paging and forms start afresh when the site changes.
    body = (
      <div key={site.id}>
        <SiteSelect sites={siteList} value={site.id} onChange={setChosenSiteId} label={T.site} />
        <SiteExpenses siteId={site.id} />
        {categoryOpen ? <CategoryDialog siteId={site.id} onClose={() => setCategoryOpen(false)} /> : null}
      </div>
    );
  }

  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.expenses}
        actions={
          site ? (
            <Button variant="outline-primary" onClick={() => setCategoryOpen(true)}>
              <i className="bi bi-tags me-1" aria-hidden="true" />
              {T.newCategory}
            </Button>
          ) : null
        }
      />
      {body}
    </section>
  );
}
