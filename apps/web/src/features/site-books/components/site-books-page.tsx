import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { currentMonth } from '../../../lib/month';
import { useMyUnits } from '../api/get-my-units';
import { SITE_BOOKS_TEXTS as T } from '../messages';
import { MonthNav } from './month-nav';
import { SiteBooksReport } from './site-books-report';
import { sitesOfUnits } from './sites-of-units';

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
        <SitePicker id="site-books-site" label={T.site} sites={sites} value={site.id} onChange={setChosenSiteId} />
        <MonthNav siteName={site.name} month={month} latest={latest} onChange={setMonth} />
        {/* Keyed so an opened category closes when the site or the month changes. */}
        <SiteBooksReport key={`${site.id}-${month}`} siteId={site.id} month={month} />
      </>
    );
  }

  return (
    <section>
      {/* PageHeader's markup without its chunk: this page has no actions, and every byte counts here. */}
      <h1 className="h3 mb-3">{T.title}</h1>
      {body}
    </section>
  );
}

export interface PickedSite {
  id: number;
  name: string;
}

/**
 * The choice of site on the residents' site pages ('Sitemizin Hesapları' and 'Bütçe'), shown only
 * to someone with units in more than one site: with one there is nothing to choose. Here rather
 * than in a module of its own, which the build would split into one more chunk of /site-books.
 */
export function SitePicker({
  id,
  label,
  sites,
  value,
  onChange,
}: {
  id: string;
  label: string;
  sites: PickedSite[];
  value: number;
  onChange: (siteId: number) => void;
}) {
  if (sites.length < 2) return null;
  return (
    <div className="mb-3" style={{ maxWidth: '24rem' }}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
