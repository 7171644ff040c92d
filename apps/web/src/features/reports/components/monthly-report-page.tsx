import { type ReactNode, useState } from 'react';
import { MonthStepper } from '../../../components/ui/month-stepper';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { currentMonth } from '../../../lib/month';
import { useSites } from '../api/get-sites';
import { MESSAGES, REPORT_TEXTS as T } from '../messages';
import { SiteMonthReport } from './site-month-report';

const STEPPER_TEXTS = { label: T.month, previous: T.previousMonth, next: T.nextMonth };

/** 'Aylık Rapor' (PRODUCT.md §10), Admin only: a site's accounts, income, expenses and collection for a month. */
export function MonthlyReportPage() {
  const sites = useSites();
  const [chosenSiteId, setChosenSiteId] = useState<number | null>(null);
  // This month in Istanbul, read once: the books' month, whatever the browser's zone.
  const [latest] = useState(currentMonth);
  const [month, setMonth] = useState(latest);
  const siteList = sites.data ?? [];
  // The first site is preselected; a choice that vanished from the list falls back to it.
  const site = siteList.find((s) => s.id === chosenSiteId) ?? siteList[0];

  let body: ReactNode;
  if (sites.isPending) body = <LoadingState />;
  else if (sites.isError) body = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (!site) body = <EmptyState text={T.noSites} />;
  else {
    body = (
      <>
        <div className="d-flex flex-wrap gap-3">
          <SiteSelect sites={siteList} value={site.id} onChange={setChosenSiteId} label={T.site} />
          <MonthStepper value={month} latest={latest} onChange={setMonth} texts={STEPPER_TEXTS} />
        </div>
        <SiteMonthReport siteId={site.id} month={month} />
      </>
    );
  }

  return (
    <section>
      <PageHeader title={MESSAGES.pages.monthlyReport} />
      {body}
    </section>
  );
}
