import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { CARD_CHECKOUTS_TEXTS as T, MESSAGES } from '../messages';
import { CardCheckoutsTable } from './card-checkouts-table';
import { CardSettingsCard } from './card-settings-card';

/**
 * 'Kartla Ödemeler' (PRODUCT.md §20), Admin only: the chosen site's card payment settings and its
 * checkouts, with those whose paid amount differed flagged for a look at the provider.
 */
export function CardCheckoutsPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader title={MESSAGES.pages.cardCheckouts} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
            <CardSettingsCard siteId={site.id} />
            <CardCheckoutsTable siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}
