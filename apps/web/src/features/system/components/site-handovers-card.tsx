import type { HandoverDto, SiteDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSiteHandovers } from '../api/get-site-handovers';
import { HANDOVER_LIST_TEXTS as T } from '../messages';

const trDay = (day: string | null) => (day ? day.split('-').reverse().join('.') : '');

function decisionOf(h: HandoverDto): string {
  if (h.decisionId !== null) return T.decisionOfMeeting(h.decisionId, trDay(h.decidedAt));
  return T.decisionTyped(h.decisionNo ?? '', trDay(h.decidedAt));
}

/** Counted − book over every kasa, in kuruş so the sum is exact. */
const cashDifference = (h: HandoverDto) =>
  h.cashCount.reduce((sum, c) => sum + Math.round(c.difference * 100), 0) / 100;

function HandoversTable({ handovers }: { handovers: HandoverDto[] }) {
  return (
    <Table responsive striped size="sm" className="mb-0 align-middle" aria-label={T.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colAt}</th>
          <th scope="col">{T.colFrom}</th>
          <th scope="col">{T.colTo}</th>
          <th scope="col">{T.colDecision}</th>
          <th scope="col" className="text-end">
            {T.colCash}
          </th>
          <th scope="col">{T.colFiles}</th>
        </tr>
      </thead>
      <tbody>
        {handovers.map((h) => (
          <tr key={h.id}>
            <td>{formatDate(h.at, 'dateTimeShort')}</td>
            <td>{h.fromManagers.map((m) => m.fullName).join(', ')}</td>
            <td>{h.toManager.fullName}</td>
            <td>{decisionOf(h)}</td>
            <td className="text-end">
              <Money value={cashDifference(h)} />
            </td>
            <td className="text-nowrap">
              <a href={apiPaths.handovers.tutanak(h.id)} target="_blank" rel="noreferrer" className="me-2">
                {T.tutanak}
              </a>
              <a href={apiPaths.handovers.archive(h.id)} download>
                {T.archive}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

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
