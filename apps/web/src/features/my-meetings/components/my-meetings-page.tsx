import { MEETING_TEXTS, type MeetingDto, type MyUnit } from '@aidat/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMyUnits, useSiteMeetings } from '../api/get-site-meetings';
import { MY_MEETINGS_TEXTS as T } from '../messages';

const ISTANBUL = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (iso: string) => ISTANBUL.format(new Date(iso)).replace(',', '');

/** The distinct sites of the user's units, in the server's order. */
function sitesOf(units: MyUnit[]): Array<{ id: number; name: string }> {
  const sites = new Map<number, string>();
  for (const u of units) if (!sites.has(u.siteId)) sites.set(u.siteId, u.siteName);
  return [...sites].map(([id, name]) => ({ id, name }));
}

/**
 * 'Toplantılar' (PRODUCT.md §18): for each site of the user's units, the kurul's called and held
 * meetings with their agenda, both sessions, each decision's counts and KABUL or RED, and the karar
 * text of a held one. Not the hazirun names. A site where the user owns nothing shows the server's
 * refusal in its place.
 */
export function MyMeetingsPage() {
  const units = useMyUnits();
  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else {
    const sites = sitesOf(units.data);
    body =
      sites.length === 0 ? (
        <EmptyState text={T.noUnits} />
      ) : (
        sites.map((site) => <SiteMeetings key={site.id} siteId={site.id} siteName={site.name} />)
      );
  }
  return (
    <section>
      <h1 className="h3 mb-2">{T.title}</h1>
      <p className="text-body-secondary">{T.intro}</p>
      {body}
      <Link to={paths.home} className="d-inline-block mt-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.back}
      </Link>
    </section>
  );
}

function SiteMeetings({ siteId, siteName }: { siteId: number; siteName: string }) {
  const meetings = useSiteMeetings(siteId);
  let body: ReactNode;
  if (meetings.isPending) body = <LoadingState />;
  else if (meetings.isError) {
    const error = meetings.error;
    body =
      error instanceof ApiError && (error.status === 403 || error.status === 404) ? (
        <p className="text-body-secondary mb-0" data-testid="not-owner">
          {error.message}
        </p>
      ) : (
        <ErrorState text={T.loadFailed} onRetry={() => meetings.refetch()} />
      );
  } else if (meetings.data.length === 0) body = <EmptyState text={T.noMeetings} />;
  else
    body = [...meetings.data]
      .sort((a, b) => b.firstAt.localeCompare(a.firstAt))
      .map((m) => <MeetingCard key={m.id} meeting={m} />);
  return (
    <section className="mb-4" aria-label={siteName}>
      <h2 className="h5">{siteName}</h2>
      {body}
    </section>
  );
}

function MeetingCard({ meeting }: { meeting: MeetingDto }) {
  const voted = meeting.motions.filter((m) => m.result);
  const agenda = [...meeting.agenda].sort((a, b) => a.order - b.order);
  return (
    <article className="card shadow-sm mb-3" data-testid={`meeting-${meeting.id}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 className="h6 mb-0 me-auto">{meeting.title}</h3>
        <span className={`badge ${meeting.status === 'held' ? 'text-bg-success' : 'text-bg-primary'}`}>
          {T.statuses[meeting.status]}
        </span>
      </div>
      <div className="card-body">
        <p className="mb-1">
          {T.kind}: {MEETING_TEXTS.kinds[meeting.kind]}
        </p>
        <p className="mb-1">
          {MEETING_TEXTS.sessions.first}: {MEETING_TEXTS.atPlace(when(meeting.firstAt), meeting.firstPlace)}
        </p>
        <p className="mb-2">
          {MEETING_TEXTS.sessions.second}: {MEETING_TEXTS.atPlace(when(meeting.secondAt), meeting.secondPlace)}
        </p>
        <h4 className="h6">{T.agenda}</h4>
        <ol>
          {agenda.map((a) => (
            <li key={a.id}>{a.title}</li>
          ))}
        </ol>
        <h4 className="h6">{T.decisions}</h4>
        {voted.length === 0 ? (
          <p className="text-body-secondary">{T.noDecisions}</p>
        ) : (
          <ul className="list-unstyled">
            {voted.map((m) =>
              m.result ? (
                <li key={m.id} className="mb-2">
                  <span className={`badge me-2 ${m.result.passed ? 'text-bg-success' : 'text-bg-danger'}`}>
                    {m.result.passed ? MEETING_TEXTS.accepted : MEETING_TEXTS.rejected}
                  </span>
                  <span className="fw-semibold">{m.title}</span>
                  <div className="small text-body-secondary">
                    {MEETING_TEXTS.thresholds[m.threshold]} · {T.counts(m.result.yes, m.result.no, m.result.abstain)} ·{' '}
                    {T.yesShare(T.percent(m.result.yesLandShare))}
                  </div>
                </li>
              ) : null,
            )}
          </ul>
        )}
        {meeting.status === 'held' ? (
          <a
            className="btn btn-outline-primary btn-sm"
            href={apiPaths.myMeetings.minutesPdf(meeting.id)}
            target="_blank"
            rel="noopener"
          >
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            {T.minutes}
          </a>
        ) : null}
      </div>
    </article>
  );
}
