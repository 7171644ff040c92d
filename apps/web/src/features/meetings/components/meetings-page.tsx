import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { SiteSelect } from '../../../components/ui/site-select';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { meetingPath, newMeetingPath } from '../../../config/paths';
import { useChosenSite } from '../../../lib/managed-sites';
import { useMeetings } from '../api/get-meetings';
import { MESSAGES, MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { kindText, MeetingStatusBadge } from './meeting-badges';
import { instantText } from './meeting-time';

/**
 * 'Genel Kurul' (PRODUCT.md §18), Admin only: the chosen site's kurul meetings with their status;
 * 'Yeni Toplantı' drafts one, and each opens on its own page: çağrı, hazirun, kararlar, tutanak.
 */
export function MeetingsPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.meetings}
        actions={
          chosen.site ? (
            <Link className="btn btn-primary" to={newMeetingPath}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {T.newMeeting}
            </Link>
          ) : null
        }
      />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <SiteSelect sites={chosen.list} value={site.id} onChange={chosen.choose} label={T.site} />
            <SiteMeetings siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}

function SiteMeetings({ siteId }: { siteId: number }) {
  const meetings = useMeetings(siteId);
  let body: ReactNode;
  if (meetings.isPending) body = <LoadingState />;
  else if (meetings.isError) body = <ErrorState text={T.listLoadFailed} onRetry={() => meetings.refetch()} />;
  else if (meetings.data.length === 0)
    body = (
      <EmptyState text={T.noMeetings}>
        <Link className="btn btn-link" to={newMeetingPath}>
          {T.newMeeting}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0" aria-label={T.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{T.colTitle}</th>
              <th scope="col">{T.colKind}</th>
              <th scope="col">{T.colFirst}</th>
              <th scope="col">{T.colSecond}</th>
              <th scope="col">{T.colStatus}</th>
            </tr>
          </thead>
          <tbody>
            {[...meetings.data]
              .sort((a, b) => b.firstAt.localeCompare(a.firstAt))
              .map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link to={meetingPath(m.id)}>{m.title}</Link>
                  </td>
                  <td>{kindText(m.kind)}</td>
                  <td>
                    {instantText(m.firstAt)}
                    <div className="small text-body-secondary">{m.firstPlace}</div>
                  </td>
                  <td>
                    {instantText(m.secondAt)}
                    <div className="small text-body-secondary">{m.secondPlace}</div>
                  </td>
                  <td>
                    <MeetingStatusBadge status={m.status} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="card">
      <div className="card-body">{body}</div>
    </div>
  );
}
