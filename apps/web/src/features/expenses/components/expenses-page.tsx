import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { CategoryDialog } from './category-dialog';
import { SiteExpenses } from './site-expenses';

/** 'Giderler' (PRODUCT.md §10), Admin only: the chosen site's expenses, new ones, reversals, invoices. */
export function ExpensesPage() {
  const chosen = useChosenSite();
  const [categoryOpen, setCategoryOpen] = useState(false);
  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.expenses}
        actions={
          chosen.site ? (
            <Button variant="outline-primary" onClick={() => setCategoryOpen(true)}>
              <i className="bi bi-tags me-1" aria-hidden="true" />
              {T.newCategory}
            </Button>
          ) : null
        }
      />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
            <SiteExpenses siteId={site.id} />
            {categoryOpen ? <CategoryDialog siteId={site.id} onClose={() => setCategoryOpen(false)} /> : null}
          </>
        )}
      </SiteScoped>
    </section>
  );
}
