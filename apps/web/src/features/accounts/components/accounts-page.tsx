import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { ACCOUNTS_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { SiteAccounts } from './site-accounts';

/** 'Hesaplar' (PRODUCT.md §10), Admin only: the site's kasa and banka accounts, transfers and movements. */
export function AccountsPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader title={MESSAGES.pages.accounts} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect
              id="accounts-site"
              label={T.site}
              sites={chosen.list}
              value={site.id}
              onChange={chosen.choose}
            />
            <SiteAccounts siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}
