import { TICKET_CATEGORY_LABELS, type TicketStatsDto } from '@aidat/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { useMyUnits } from '../api/get-my-units';
import { useTicketStats } from '../api/get-ticket-stats';
import { MY_TICKETS_TEXTS as T } from '../messages';

function Count({ label, value, tone = '' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="col-6">
      <div className="card card-body shadow-sm text-center py-2 h-100">
        <div className={`fs-3 fw-bold ${tone}`.trim()}>{value}</div>
        <div className="small text-body-secondary">{label}</div>
      </div>
    </div>
  );
}

function Stats({ stats }: { stats: TicketStatsDto }) {
  const total = stats.open + stats.closed + stats.rejected;
  if (total === 0) return <EmptyState text={T.noTickets} />;
  const categories = stats.byCategory.filter((c) => c.open + c.closed > 0);
  return (
    <div data-testid="ticket-stats">
      <div className="row g-2 mb-3">
        <Count label={T.openCount} value={stats.open} />
        <Count label={T.closedCount} value={stats.closed} />
        <Count label={T.rejectedCount} value={stats.rejected} />
        <Count label={T.overdueCount} value={stats.overdue} tone={stats.overdue > 0 ? 'text-danger' : ''} />
      </div>
      <p className="card card-body shadow-sm flex-row justify-content-between gap-2 mb-3">
        <span>{T.averageDays}</span>
        <strong className="text-nowrap" data-testid="average-days">
          {stats.averageResolutionDays === null
            ? T.noResolved
            : T.days(stats.averageResolutionDays.toLocaleString('tr-TR', { maximumFractionDigits: 1 }))}
        </strong>
      </p>
      {categories.length > 0 ? (
        <>
          <h2 className="h5">{T.byCategory}</h2>
          <table className="table table-sm bg-body shadow-sm">
            <thead>
              <tr>
                <th scope="col">{T.category}</th>
                <th scope="col" className="text-end">
                  {T.openCount}
                </th>
                <th scope="col" className="text-end">
                  {T.closedCount}
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.category}>
                  <th scope="row" className="fw-normal">
                    {TICKET_CATEGORY_LABELS[c.category]}
                  </th>
                  <td className="text-end">{c.open}</td>
                  <td className="text-end">{c.closed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}

function SiteStats({ siteId }: { siteId: number }) {
  const stats = useTicketStats(siteId);
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState text={T.statsLoadFailed} onRetry={() => void stats.refetch()} />;
  return <Stats stats={stats.data} />;
}

/**
 * 'Talep İstatistikleri' (PRODUCT.md §17): how a site the person lives in, owns or rents in deals
 * with tickets: counts by status and category, the overdue ones and the average days to resolve.
 * Counts only: no title, text, name or unit of anyone's ticket.
 */
export function TicketStatsPage() {
  const id = useId();
  const units = useMyUnits();
  const [chosen, setChosen] = useState<number | null>(null);
  const sites = [...new Map((units.data ?? []).map((u) => [u.siteId, u.siteName])).entries()];
  const siteId = sites.some(([s]) => s === chosen) ? chosen : (sites[0]?.[0] ?? null);

  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => void units.refetch()} />;
  else if (siteId === null) body = <EmptyState text={T.statsNoUnits} />;
  else {
    body = (
      <>
        {sites.length > 1 ? (
          <div className="mb-3">
            <label htmlFor={`${id}-site`} className="form-label">
              {T.site}
            </label>
            <select
              id={`${id}-site`}
              className="form-select"
              value={siteId}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {sites.map(([s, name]) => (
                <option key={s} value={s}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <h2 className="h5">{sites[0][1]}</h2>
        )}
        <p className="small text-body-secondary">{T.statsHint}</p>
        <SiteStats siteId={siteId} />
      </>
    );
  }

  return (
    <section>
      <Link to={paths.myTickets} className="d-inline-block mb-2 text-decoration-none">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.back}
      </Link>
      <h1 className="h3 mb-3">{T.statsTitle}</h1>
      {body}
    </section>
  );
}
