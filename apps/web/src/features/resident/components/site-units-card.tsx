import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/money';
import { paths } from '../../../config/paths-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import type { UnitAccountDto } from '@aidat/shared';
import { api } from '../../../lib/api-client';
import type { HomeUnit, SiteGroup } from './group-units-by-site';
import { SiteNotices } from './site-notices';

/**
 * The balance of a unit the user owns or rents without living in it (PRODUCT.md §16): its
 * account's, asked by the row itself so the page waits for nothing more; '-' until it has come.
 */
function AccountBalance({ unitId }: { unitId: number }) {
  // The account view's query (api/get-unit-account.ts), written out: imported, it would be one
  // more file for every resident's home (scripts/bundle-report.mjs). Its answer serves both.
  const account = useQuery({
    queryKey: ['me', 'unit-account', unitId],
    queryFn: ({ signal }) => api.get<UnitAccountDto>(`/api/me/units/${unitId}/account`, { signal }),
  });
  return <Money value={account.data?.outstanding} />;
}

function Balance({ unit }: { unit: HomeUnit }) {
  if (unit.fromAccount) return <AccountBalance unitId={unit.unitId} />;
  return (
    <>
      <Money value={unit.outstanding} />
      {unit.accrued ? (
        <small className="d-block fw-normal text-body-secondary">{RESIDENT_TEXTS.accruedIncluded}</small>
      ) : null}
    </>
  );
}

/**
 * One site on the home page: its name, its notifications, and a row per unit leading to the detail.
 * Plain Bootstrap markup keeps the home page's download small (scripts/bundle-report.mjs).
 */
export function SiteUnitsCard({ group }: { group: SiteGroup }) {
  const headingId = `site-${group.siteId}-heading`;
  return (
    <section className="card mb-3 shadow-sm" aria-labelledby={headingId} data-testid="site-group">
      <div className="card-header bg-body">
        <h2 id={headingId} className="h5 mb-0">
          <i className="bi bi-buildings me-2" aria-hidden="true" />
          {group.siteName}
        </h2>
      </div>
      {group.notifications.length > 0 ? (
        <div className="card-body pb-1">
          <SiteNotices siteName={group.siteName} notifications={group.notifications} />
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links. */}
      <div className="list-group list-group-flush" role="group" aria-label={RESIDENT_TEXTS.unitsOfSite(group.siteName)}>
        {group.units.map((unit) => {
          const label = RESIDENT_TEXTS.unitLabel(unit.block, unit.doorNumber);
          // No aria-label: the row's visible text (unit and balance) names the link, so what a
          // screen reader or voice control hears is what the resident sees.
          return (
            <Link
              key={unit.unitId}
              to={paths.unit.build(unit.unitId)}
              className="list-group-item list-group-item-action d-flex align-items-center justify-content-between gap-2 py-3"
              data-testid="unit-row"
            >
              <span className="min-w-0">
                <span className="d-block text-truncate">
                  <i className="bi bi-door-closed me-2 text-body-secondary" aria-hidden="true" />
                  {label}
                </span>
                {/* How the user stands to it (PRODUCT.md §16): 'Sakin • Malik', 'Kiracı'. */}
                {unit.relations.length > 0 ? (
                  <small className="d-block text-body-secondary">
                    {unit.relations.map((r) => RESIDENT_TEXTS.relation[r]).join(' • ')}
                  </small>
                ) : null}
              </span>
              <span className="d-flex align-items-center gap-2 fw-semibold">
                <span className="text-end">
                  <Balance unit={unit} />
                </span>
                <i className="bi bi-chevron-right text-body-secondary" aria-hidden="true" />
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
