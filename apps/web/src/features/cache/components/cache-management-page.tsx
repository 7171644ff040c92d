import type { CacheCheckDto } from '@aidat/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { DateText } from '../../../components/ui/date-text';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { CACHE_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useClearAllCaches } from '../api/clear-all-caches';
import { useCacheStatus } from '../api/get-cache-status';
import { CacheStatusBadge } from './cache-status-badge';

/** SPEC §9: the status is checked again one second after a clear. */
export const RECHECK_DELAY_MS = 1000;

function CheckCard({ title, check, testId }: { title: string; check: CacheCheckDto; testId: string }) {
  return (
    <Card className="h-100" data-testid={testId}>
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0">{title}</h2>
          <CacheStatusBadge status={check.status} testId={`${testId}-status`} />
        </div>
        <div className="small text-body-secondary">{T.testValue}</div>
        <code className="text-break" data-testid={`${testId}-value`}>
          {check.testValue ?? MESSAGES.common.empty}
        </code>
      </Card.Body>
    </Card>
  );
}

/** Cache management (SPEC §2), SystemAdmin only: status of both caches, refresh, clear all. */
export function CacheManagementPage() {
  const status = useCacheStatus();
  const clear = useClearAllCaches();
  const toast = useToast();
  const recheck = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (recheck.current) clearTimeout(recheck.current);
    },
    [],
  );

  const onClear = async () => {
    try {
      await clear.mutateAsync();
      toast.success(MESSAGES.cache.cleared);
    } catch {
      toast.danger(MESSAGES.cache.clearFailed);
    }
    if (recheck.current) clearTimeout(recheck.current);
    recheck.current = setTimeout(() => void status.refetch(), RECHECK_DELAY_MS);
  };

  let body: ReactNode;
  if (status.isPending) body = <LoadingState />;
  else if (status.isError && !status.data)
    body = <ErrorState text={T.statusLoadFailed} onRetry={() => status.refetch()} />;
  else {
    const s = status.data;
    body = (
      <>
        <Card className="mb-3">
          <Card.Body className="d-flex flex-wrap align-items-center gap-3">
            <div>
              <div className="small text-body-secondary">{T.overall}</div>
              <CacheStatusBadge status={s.status} testId="cache-overall-status" />
            </div>
            <div>
              <div className="small text-body-secondary">{T.store}</div>
              <span data-testid="cache-kind">{T.stores[s.kind] ?? s.kind}</span>
            </div>
            <div>
              <div className="small text-body-secondary">{T.lastUpdate}</div>
              <DateText value={s.timestamp} />
            </div>
          </Card.Body>
        </Card>
        <Row className="g-3">
          <Col md={6}>
            <CheckCard title={T.configuration} check={s.configuration} testId="cache-configuration" />
          </Col>
          <Col md={6}>
            <CheckCard title={T.menu} check={s.menu} testId="cache-menu" />
          </Col>
        </Row>
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.cache}
        actions={
          <>
            <Button variant="outline-primary" onClick={() => void status.refetch()} disabled={status.isFetching}>
              {status.isFetching ? (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              )}
              {T.refresh}
            </Button>
            <Button variant="danger" onClick={onClear} disabled={clear.isPending}>
              {clear.isPending ? (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-trash3 me-1" aria-hidden="true" />
              )}
              {T.clear}
            </Button>
          </>
        }
      />
      {body}
    </section>
  );
}
