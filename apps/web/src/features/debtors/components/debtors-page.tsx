import { useId, useState } from 'react';
import { SmsCampaignsSection } from '../../../components/sms-campaigns/sms-campaigns-section';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import type { DebtorsEnforcement } from '../../../lib/debtor-keys';
import { useChosenSite } from '../../../lib/managed-sites';
import { DEBTORS_TEXTS as T, MESSAGES } from '../messages';
import { SiteDebtors } from './site-debtors';

/** 'Borçlu Listesi' (PRODUCT.md §11), Admin only: who owes what since when, with downloads. */
export function DebtorsPage() {
  const chosen = useChosenSite();
  const minMonthsId = useId();
  const [minMonths, setMinMonths] = useState(0);
  const enforcementId = useId();
  const [enforcement, setEnforcement] = useState<DebtorsEnforcement>('all');
  return (
    <section>
      <PageHeader title={MESSAGES.pages.debtors} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <div className="d-flex flex-wrap gap-3">
              <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
              <div className="mb-3">
                <label htmlFor={minMonthsId} className="form-label">
                  {T.minMonths}
                </label>
                <select
                  id={minMonthsId}
                  className="form-select"
                  value={minMonths}
                  onChange={(e) => setMinMonths(Number(e.target.value))}
                >
                  {T.minMonthsOptions.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="mb-3">
                <label htmlFor={enforcementId} className="form-label">
                  {T.enforcement}
                </label>
                <select
                  id={enforcementId}
                  className="form-select"
                  value={enforcement}
                  onChange={(e) => setEnforcement(e.target.value as DebtorsEnforcement)}
                >
                  {T.enforcementOptions.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <SiteDebtors siteId={site.id} minMonths={minMonths} enforcement={enforcement} />
            <SmsCampaignsSection siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}
