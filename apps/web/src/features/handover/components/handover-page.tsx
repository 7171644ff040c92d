import type { HandoverDto } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { handoverKeys, useSiteHandovers } from '../../../components/handovers/handovers-api';
import { HandoversTable } from '../../../components/handovers/handovers-table';
import { HANDOVER_LIST_TEXTS as L } from '../../../components/handovers/messages';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { booksKeys } from '../../../lib/books-keys';
import { MANAGED_SITES_KEY, useChosenSite } from '../../../lib/managed-sites';
import { handoverScreenKeys } from '../api/query-keys';
import { MESSAGES, HANDOVER_SCREEN_TEXTS as T } from '../messages';
import { HandoverResult } from './handover-result';
import { HandoverWizard } from './handover-wizard';

/**
 * 'Devir-Teslim' (PRODUCT.md §19), Admin only: the chosen site handed over to the manager the kurul
 * appointed (the wizard), its past handovers with their tutanak and archive, and the archive of
 * today. After a handover the site is no longer the manager's: the result stays on screen, the
 * site's lists are dropped (they would answer 403) and the manager's site list is read again, so
 * every screen goes on with the sites left.
 */
export function HandoverPage() {
  const chosen = useChosenSite();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ handover: HandoverDto; siteName: string } | null>(null);

  useEffect(() => {
    if (!done) return;
    const { siteId } = done.handover;
    for (const queryKey of [
      handoverKeys.ofSite(siteId),
      booksKeys.accounts(siteId),
      handoverScreenKeys.meetings(siteId),
    ])
      queryClient.removeQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: MANAGED_SITES_KEY });
  }, [done, queryClient]);

  return (
    <section>
      <PageHeader title={MESSAGES.pages.handover} />
      {done ? (
        <HandoverResult handover={done.handover} siteName={done.siteName} onContinue={() => setDone(null)} />
      ) : (
        <SiteScoped chosen={chosen} texts={T}>
          {(site) => (
            <>
              <p className="text-body-secondary">{T.intro}</p>
              <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
              <HandoverWizard site={site} onDone={(handover) => setDone({ handover, siteName: site.name })} />
              <SiteHandovers siteId={site.id} />
            </>
          )}
        </SiteScoped>
      )}
    </section>
  );
}

function SiteHandovers({ siteId }: { siteId: number }) {
  const handovers = useSiteHandovers(siteId);
  let body: ReactNode;
  if (handovers.isPending) body = <LoadingState />;
  else if (handovers.isError) body = <ErrorState text={L.loadFailed} onRetry={() => handovers.refetch()} />;
  else if (handovers.data.length === 0) body = <EmptyState text={L.none} />;
  else body = <HandoversTable handovers={handovers.data} />;
  return (
    <div className="card" data-testid="handover-history">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0">{T.historyTitle}</h2>
        <a href={apiPaths.handovers.siteArchive(siteId)} download>
          <i className="bi bi-download me-1" aria-hidden="true" />
          {L.archiveNow}
        </a>
      </div>
      <div className="card-body">{body}</div>
    </div>
  );
}
