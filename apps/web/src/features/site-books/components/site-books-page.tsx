import { type ReactNode, useState } from 'react';
import { MonthStepper } from '../../../components/ui/month-stepper';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { currentMonth } from '../../../lib/month';
import { useMyUnits } from '../api/get-my-units';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { sitesOfUnits } from './sites-of-units';
import { SiteBooksReport } from './site-books-report';

const STEPPER_TEXTS = { label: T.month, previous: T.previousMonth, next: T.nextMonth };

/**
 * 'Sitemizin Hesapları' (PRODUCT.md §10): the books of the sites the user lives in, for anyone
 * signed in whatever their role. Only the site's totals and expense lines: never another unit's
 * debt or payment. Without a unit there is nothing to show, and the page says why.
 */
export function SiteBooksPage() {
  const units = useMyUnits();
  const [chosenSiteId, setChosenSiteId] = useState<number | null>(null);
  // This month in Istanbul, read once: the books' month, whatever the phone's zone.
  const [latest] = useState(currentMonth);
  const [month, setMonth] = useState(latest);
  const sites = sitesOfUnits(units.data ?? []);
  const site = sites.find((s) => s.id === chosenSiteId) ?? sites[0];

  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else if (!site) body = <EmptyState text={T.noUnits} />;
  else {
    body = (
      <>
        <div className="d-flex flex-wrap gap-3">
          {sites.length > 1 ? (
            <SiteSelect sites={sites} value={site.id} onChange={setChosenSiteId} label={T.site} />
          ) : null}
          <MonthStepper value={month} latest={latest} onChange={setMonth} texts={STEPPER_TEXTS} />
        </div>
        {/* Keyed so an opened category closes when the site or the month changes. */}
        <SiteBooksReport key={`${site.id}-${month}`} siteId={site.id} month={month} />
      </>
    );
  }

  return (
    <section>
      <PageHeader title={T.title} />
      <p className="text-body-secondary">{T.intro}</p>
      {body}
    </section>
  );
}
