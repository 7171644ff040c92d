import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, SYSTEM_SCREEN_TEXTS as T } from '../messages';
import { useSystemSites } from '../api/get-system-sites';
import { AssignAdminCard } from './assign-admin-card';
import { CreateSiteCard } from './create-site-card';
import { SiteHandoversCard } from './site-handovers-card';
import { SitesTable } from './sites-table';

/**
 * System screen (SPEC §2 'Sistem Yönetimi'), SystemAdmin only: new site, assign an administrator, the
 * sites, and a chosen site's handovers (PRODUCT.md §19).
 */
export function SysadminPage() {
  const sites = useSystemSites();

  let list: ReactNode;
  if (sites.isPending) list = <LoadingState />;
  else if (sites.isError) list = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (sites.data.length === 0) list = <EmptyState text={T.noSites} />;
  else list = <SitesTable sites={sites.data} />;

  return (
    <section>
      <PageHeader title={MESSAGES.pages.sysadmin} />
      <Row className="g-3 mb-3">
        <Col lg={6}>
          <CreateSiteCard />
        </Col>
        <Col lg={6}>
          {sites.isSuccess ? (
            <AssignAdminCard sites={sites.data} />
          ) : (
            <Card className="h-100">
              <Card.Header as="h2" className="h6 mb-0">
                {MESSAGES.system.assignAdmin}
              </Card.Header>
              <Card.Body>{sites.isPending ? <LoadingState /> : <ErrorState text={T.sitesLoadFailed} />}</Card.Body>
            </Card>
          )}
        </Col>
      </Row>
      <Card>
        <Card.Header as="h2" className="h6 mb-0">
          {MESSAGES.system.sites}
        </Card.Header>
        <Card.Body>{list}</Card.Body>
      </Card>
      {sites.isSuccess && sites.data.length > 0 && (
        <div className="mt-3">
          <SiteHandoversCard sites={sites.data} />
        </div>
      )}
    </section>
  );
}
