import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useSites } from '../api/get-sites';
import { COLLECTIONS_TEXTS as T, MESSAGES } from '../messages';
import { SiteCollections } from './site-collections';

/** 'Tahsilat' (PRODUCT.md §10 "Collections"), Admin only: many units' payments recorded as one batch. */
export function CollectionsPage() {
  const sites = useSites();
  const [chosenSiteId, setChosenSiteId] = useState<number | null>(null);
  const siteList = sites.data ?? [];
  // The first site is preselected; a choice that vanished from the list falls back to it.
  const site = siteList.find((s) => s.id === chosenSiteId) ?? siteList[0];

  let body: ReactNode;
  if (sites.isPending) body = <LoadingState />;
  else if (sites.isError) body = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (!site) body = <EmptyState text={T.noSites} />;
  else {
    // Keyed by site so typed amounts and ticks never carry over to another site's units.
    body = (
      <div key={site.id}>
        <SiteSelect id="collections-site" label={T.site} sites={siteList} value={site.id} onChange={setChosenSiteId} />
        <SiteCollections siteId={site.id} />
      </div>
    );
  }

  return (
    <section>
      <PageHeader title={MESSAGES.pages.collections} />
      {body}
    </section>
  );
}
