import { useState } from 'react';
import { MonthStepper } from '../../../components/ui/month-stepper';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { currentMonth } from '../../../lib/month';
import { MESSAGES, REPORT_TEXTS as T } from '../messages';
import { SiteMonthReport } from './site-month-report';

const STEPPER_TEXTS = { label: T.month, previous: T.previousMonth, next: T.nextMonth };

/** 'Aylık Rapor' (PRODUCT.md §10), Admin only: a site's accounts, income, expenses and collection for a month. */
export function MonthlyReportPage() {
  const chosen = useChosenSite();
  // This month in Istanbul, read once: the books' month, whatever the browser's zone.
  const [latest] = useState(currentMonth);
  const [month, setMonth] = useState(latest);
  return (
    <section>
      <PageHeader title={MESSAGES.pages.monthlyReport} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <div className="d-flex flex-wrap gap-3">
              <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
              <MonthStepper value={month} latest={latest} onChange={setMonth} texts={STEPPER_TEXTS} />
            </div>
            <SiteMonthReport siteId={site.id} month={month} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}
