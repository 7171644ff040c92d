import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useSites } from '../api/get-sites';
import { ACCOUNTS_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { SiteAccounts } from './site-accounts';

/** 'Hesaplar' (PRODUCT.md §10), Admin only: the site's kasa and banka accounts, transfers and movements. */
export function AccountsPage() {
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
    // Keyed by site so forms start empty and no other site's account stays selected.
    body = (
      <div key={site.id}>
        <SiteSelect id="accounts-site" label={T.site} sites={siteList} value={site.id} onChange={setChosenSiteId} />
        <SiteAccounts siteId={site.id} />
      </div>
    );
  }

  return (
    <section>
      <PageHeader title={MESSAGES.pages.accounts} />
      {body}
    </section>
  );
}
