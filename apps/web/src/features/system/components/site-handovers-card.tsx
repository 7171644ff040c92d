import type { SiteDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSiteHandovers } from '../../../components/handovers/handovers-api';
import { HandoversTable } from '../../../components/handovers/handovers-table';
import { HANDOVER_LIST_TEXTS as T } from '../../../components/handovers/messages';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';

/** The SystemAdmin's view of a site's handovers (PRODUCT.md §19): each one's tutanak and archive, and the archive of now. */
export function SiteHandoversCard({ sites }: { sites: SiteDto[] }) {
  const [siteId, setSiteId] = useState<number | null>(null);
  const handovers = useSiteHandovers(siteId);

  let body: ReactNode;
  if (siteId === null) body = <p className="text-body-secondary mb-0">{T.pick}</p>;
  else if (handovers.isPending) body = <LoadingState />;
  else if (handovers.isError) body = <ErrorState text={T.loadFailed} onRetry={() => handovers.refetch()} />;
  else if (handovers.data.length === 0) body = <EmptyState text={T.none} />;
  else body = <HandoversTable handovers={handovers.data} />;

  return (
    <Card data-testid="site-handovers-card">
      <Card.Header as="h2" className="h6 mb-0">
        {T.title}
      </Card.Header>
      <Card.Body>
        <Form.Group controlId="handover-site" className="mb-3">
          <Form.Label>{T.site}</Form.Label>
          <Form.Select
            value={siteId ?? ''}
            onChange={(e) => setSiteId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{T.chooseSite}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {siteId !== null && (
          <p className="mb-2">
            <a href={apiPaths.handovers.siteArchive(siteId)} download>
              {T.archiveNow}
            </a>
          </p>
        )}
        {body}
      </Card.Body>
    </Card>
  );
}
