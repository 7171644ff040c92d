import { formatMoney } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../lib/format';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useSmsCampaigns } from './api';
import { SMS_TEXTS as T } from './messages';
import { SmsCampaignProgress } from './sms-campaign-progress';

/**
 * 'SMS Gönderimleri': folded until opened (the screen it sits on reads nothing for it before), then
 * the site's campaigns, newest first, each with its progress and, on demand, its log.
 */
export function SmsCampaignsSection({ siteId }: { siteId: number }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="mt-4" aria-label={T.sectionTitle}>
      <button
        type="button"
        className="btn btn-link px-0 h5 text-decoration-none"
        onClick={() => setShown(!shown)}
        aria-expanded={shown}
        data-testid="sms-campaigns-toggle"
      >
        <i className={`bi ${shown ? 'bi-chevron-down' : 'bi-chevron-right'} me-1`} aria-hidden="true" />
        {T.sectionTitle}
      </button>
      {shown ? <SmsCampaignList siteId={siteId} /> : null}
    </section>
  );
}

function SmsCampaignList({ siteId }: { siteId: number }) {
  const campaigns = useSmsCampaigns(siteId);
  const [open, setOpen] = useState<number | null>(null);
  let body: ReactNode;
  if (campaigns.isPending) body = <LoadingState />;
  else if (campaigns.isError) body = <ErrorState text={T.sectionFailed} onRetry={() => campaigns.refetch()} />;
  else if (campaigns.data.length === 0) body = <EmptyState text={T.sectionEmpty} />;
  else
    body = (
      <ul className="list-group">
        {campaigns.data.map((c) => (
          <li key={c.id} className="list-group-item" data-testid="sms-campaign-row">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                {T.campaignLine(T.kind[c.kind], formatDate(c.createdAt), c.createdBy)}
                <br />
                <span className="small text-body-secondary">
                  {T.progress(c.sent, c.failed, c.total)} {formatMoney(c.totalCost)}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setOpen(open === c.id ? null : c.id)}
                aria-expanded={open === c.id}
              >
                {open === c.id ? T.hideLog : T.showLog}
              </button>
            </div>
            {open === c.id ? (
              <div className="mt-2">
                <SmsCampaignProgress siteId={siteId} campaignId={c.id} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return body;
}
