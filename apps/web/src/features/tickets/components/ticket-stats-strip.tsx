import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ErrorState } from '../../../components/ui/states';
import { useTicketStats } from '../api/get-ticket-stats';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

function Figure({
  label,
  value,
  className = '',
  children,
}: {
  label: string;
  value: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border rounded bg-body px-3 py-2 flex-grow-1" style={{ minWidth: '9rem' }}>
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0">
        <span className={`h4 d-block mb-0 ${className}`.trim()}>{value}</span>
        {children}
      </dd>
    </div>
  );
}

/**
 * The site's tickets at a glance: open, overdue (red, with a button that lists them), closed and the
 * average days to resolve. A placeholder keeps the strip's height while it loads, so the table
 * under it does not jump.
 */
export function TicketStatsStrip({ siteId, onShowOverdue }: { siteId: number; onShowOverdue: () => void }) {
  const stats = useTicketStats(siteId);
  if (stats.isError) return <ErrorState text={T.statsLoadFailed} onRetry={() => stats.refetch()} />;
  const s = stats.data;
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('tr-TR'));
  return (
    <dl
      className="d-flex flex-wrap gap-2 mb-3"
      aria-label={T.statsLabel}
      aria-busy={stats.isPending}
      data-testid="ticket-stats"
    >
      <Figure label={T.statOpen} value={figure(s?.open)} />
      <Figure label={T.statOverdue} value={figure(s?.overdue)} className={s && s.overdue > 0 ? 'text-danger' : ''}>
        {s && s.overdue > 0 ? (
          <Button variant="link" size="sm" className="p-0 link-danger" onClick={onShowOverdue}>
            {T.showOverdue}
          </Button>
        ) : null}
      </Figure>
      <Figure label={T.statClosed} value={figure(s?.closed)} />
      <Figure label={T.statAverage} value={s ? T.averageDays(s.averageResolutionDays) : '…'} />
    </dl>
  );
}
