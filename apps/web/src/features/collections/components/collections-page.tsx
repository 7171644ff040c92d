import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { COLLECTIONS_TEXTS as T, MESSAGES } from '../messages';
import { SiteCollections } from './site-collections';

/** 'Tahsilat' (PRODUCT.md §10 "Collections"), Admin only: many units' payments recorded as one batch. */
export function CollectionsPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader title={MESSAGES.pages.collections} />
      {/* Keyed by site (SiteScoped): typed amounts and ticks never carry over to another site's units. */}
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect
              id="collections-site"
              label={T.site}
              sites={chosen.list}
              value={site.id}
              onChange={chosen.choose}
            />
            <SiteCollections siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}
