import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES } from '../../../lib/messages-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import { useMyNotifications } from '../api/get-my-notifications';
import { useMyUnits } from '../api/get-my-units';
import { useUnitDebts } from '../api/get-unit-debts';
import { groupUnitsBySite } from './group-units-by-site';
import { SiteUnitsCard } from './site-units-card';
import { LastUpdated } from './last-updated';
import { answeredAtOf } from '../api/answered-at';
import { apiPaths, paths } from '../../../config/paths-common';

/** 'Geçmiş Hesap Özetlerim' (PRODUCT.md §16): always offered, so a former tenant or owner with no unit left reaches it. */
function FinalStatementsLink() {
  return (
    <Link to="/final-statements" className="card card-body shadow-sm mt-3 text-decoration-none fw-semibold">
      <i className="bi bi-clock-history me-2" aria-hidden="true" />
      {RESIDENT_TEXTS.finalStatements}
    </Link>
  );
}

/** 'Toplantılar' (PRODUCT.md §18): the kurul's meetings and decisions, offered to a site's owners. */
function MeetingsLink() {
  return (
    <Link to={paths.myMeetings} className="card card-body shadow-sm mt-3 text-decoration-none fw-semibold">
      <i className="bi bi-person-raised-hand me-2" aria-hidden="true" />
      {RESIDENT_TEXTS.meetings}
    </Link>
  );
}

/**
 * 'Taleplerim' and the ticket notices (PRODUCT.md §17): their own chunk, not part of the home's
 * budgeted download. Offline, where that chunk may not be kept (PRODUCT.md §15), the home shows
 * without them rather than fail.
 */
const HomeTickets = lazy<ComponentType<{ canReport: boolean }>>(() =>
  import('./home-tickets').then(
    (m) => ({ default: m.HomeTickets }),
    () => ({ default: () => null }),
  ),
);

/**
 * Resident home ('Dairelerim', SPEC §2): the user's units grouped by site with balances and the
 * sites' current notifications. Any signed-in user may open it; without units it says so.
 * Notifications are extras: if only they fail, the units still show. The page waits for them to
 * settle all the same, so that notices never push the unit rows down after they have appeared
 * (a layout shift Lighthouse measured at 0.18 on a phone). 'Taleplerim' and the ticket notices
 * come last, once the rest is shown (home-tickets.tsx).
 */
export function HomePage() {
  const units = useMyUnits();
  const debts = useUnitDebts();
  const notifications = useMyNotifications();

  const retry = () => {
    void units.refetch();
    void debts.refetch();
    void notifications.refetch();
  };

  let body: ReactNode;
  let canReport: boolean | null = null;
  if (units.isError || debts.isError) {
    body = <ErrorState text={RESIDENT_TEXTS.unitsLoadFailed} onRetry={retry} />;
  } else if (!units.data || !debts.data || notifications.isPending) {
    body = <LoadingState />;
  } else {
    const groups = groupUnitsBySite(units.data, debts.data, notifications.data);
    canReport = groups.length > 0;
    body =
      groups.length === 0 ? (
        <>
          <EmptyState text={RESIDENT_TEXTS.noUnits} />
          <FinalStatementsLink />
        </>
      ) : (
        <>
          <LastUpdated at={answeredAtOf(apiPaths.me.units, apiPaths.me.unitDebts)} />
          {groups.map((group) => (
            <SiteUnitsCard key={group.siteId} group={group} />
          ))}
          <p className="small text-body-secondary mb-0">{RESIDENT_TEXTS.balanceLegend}</p>
          {/* An answer kept offline from before `relations` has none: no link then. */}
          {units.data.some((u) => u.relations?.includes('owner')) ? <MeetingsLink /> : null}
          <FinalStatementsLink />
        </>
      );
  }

  return (
    <section>
      {/* PageHeader's markup without its chunk (the page has no actions): one chunk fewer on the budgeted home. */}
      <h1 className="h3 mb-3">{MESSAGES.pages.home}</h1>
      {body}
      {canReport === null ? null : (
        <Suspense>
          <HomeTickets canReport={canReport} />
        </Suspense>
      )}
    </section>
  );
}
