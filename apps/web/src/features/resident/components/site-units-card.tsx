import { Link } from 'react-router';
import { Money } from '../../../components/ui/money';
import { paths } from '../../../config/paths-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import type { SiteGroup } from './group-units-by-site';
import { SiteNotices } from './site-notices';

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
              <span className="min-w-0 text-truncate">
                <i className="bi bi-door-closed me-2 text-body-secondary" aria-hidden="true" />
                {label}
              </span>
              <span className="d-flex align-items-center gap-2 fw-semibold">
                <span className="text-end">
                  <Money value={unit.outstanding} />
                  {unit.accrued ? (
                    <small className="d-block fw-normal text-body-secondary">{RESIDENT_TEXTS.accruedIncluded}</small>
                  ) : null}
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
