import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useSites } from '../api/get-sites';
import { AdditionalChargesCard } from './additional-charges-card';
import { DuesCard } from './dues-card';
import { LateFeeCard } from './late-fee-card';
import { NewUnitCard } from './new-unit-card';
import { NotificationCard } from './notification-card';
import { OverdueTicketsCard } from './overdue-tickets-card';
import { SiteSelect } from './site-select';
import { SiteSetupCard } from './site-setup-card';
import { UnitsCard } from './units-card';
import { useRememberedSite } from '../../../lib/remembered-site';

/** Site admin panel (SPEC §2 'Yönetim Paneli'), Admin only: units, dues, money, residents, notices. */
export function AdminPage() {
  const sites = useSites();
  const [chosenSiteId, setChosenSiteId] = useRememberedSite();
  const siteList = sites.data ?? [];
  // The first site is preselected; a choice that vanished from the list falls back to it.
  const site = siteList.find((s) => s.id === chosenSiteId) ?? siteList[0];

  let body: ReactNode;
  if (sites.isPending) body = <LoadingState />;
  else if (sites.isError) body = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (!site) body = <EmptyState text={T.noSites} />;
  else {
    // Keyed by site so every form starts empty when the site changes.
    body = (
      <div key={site.id}>
        <SiteSelect sites={siteList} value={site.id} onChange={setChosenSiteId} />
        <Row className="g-3">
          <Col xs={12}>
            <OverdueTicketsCard siteId={site.id} />
          </Col>
          <Col xs={12}>
            <SiteSetupCard site={site} />
          </Col>
          <Col lg={6}>
            <NewUnitCard siteId={site.id} />
          </Col>
          <Col lg={6}>
            <DuesCard site={site} />
          </Col>
          <Col lg={6}>
            <LateFeeCard site={site} />
          </Col>
          <Col xs={12}>
            <UnitsCard siteId={site.id} />
          </Col>
          <Col lg={6}>
            <AdditionalChargesCard siteId={site.id} />
          </Col>
          <Col lg={6}>
            <NotificationCard siteId={site.id} />
          </Col>
        </Row>
      </div>
    );
  }

  return (
    <section>
      <PageHeader title={MESSAGES.pages.admin} />
      {body}
    </section>
  );
}
