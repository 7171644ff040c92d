import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { useChosenSite } from '../../../lib/managed-sites';
import { MESSAGES, TICKETS_SCREEN_TEXTS as T } from '../messages';
import { NewTicketDialog } from './new-ticket-dialog';
import { SiteTickets } from './site-tickets';

/**
 * 'Talepler' (PRODUCT.md §17), Admin only: the chosen site's arıza and talep tickets with their
 * statistics, filtered from the address; each opens on a page of its own, and 'Yeni Talep' opens one
 * on someone's behalf.
 */
export function TicketsPage() {
  const chosen = useChosenSite();
  const [newOpen, setNewOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Another site's units mean nothing here: its filter and page go with the old site.
  const chooseSite = (siteId: number) => {
    chosen.choose(siteId);
    const params = new URLSearchParams(location.search);
    params.delete('unitId');
    params.delete('page');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };
  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.tickets}
        actions={
          chosen.site ? (
            <Button onClick={() => setNewOpen(true)}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {T.newTicket}
            </Button>
          ) : null
        }
      />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect sites={chosen.list} value={site.id} onChange={chooseSite} label={T.site} />
            <SiteTickets siteId={site.id} />
            {newOpen ? <NewTicketDialog siteId={site.id} onClose={() => setNewOpen(false)} /> : null}
          </>
        )}
      </SiteScoped>
    </section>
  );
}
