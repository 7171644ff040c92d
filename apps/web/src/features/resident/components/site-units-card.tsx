import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/money';
import { paths } from '../../../config/paths';
import { MESSAGES, RESIDENT_TEXTS } from '../../../lib/messages';
import type { SiteGroup } from './group-units-by-site';
import { SiteNotices } from './site-notices';

/** One site on the home page: its name, its notifications, and a row per unit leading to the detail. */
export function SiteUnitsCard({ group }: { group: SiteGroup }) {
  const headingId = `site-${group.siteId}-heading`;
  return (
    <Card as="section" className="mb-3 shadow-sm" aria-labelledby={headingId} data-testid="site-group">
      <Card.Header className="bg-body">
        <h2 id={headingId} className="h5 mb-0">
          <i className="bi bi-buildings me-2" aria-hidden="true" />
          {group.siteName}
        </h2>
      </Card.Header>
      {group.notifications.length > 0 ? (
        <Card.Body className="pb-1">
          <SiteNotices siteName={group.siteName} notifications={group.notifications} />
        </Card.Body>
      ) : null}
      <ListGroup variant="flush" aria-label={RESIDENT_TEXTS.unitsOfSite(group.siteName)}>
        {group.units.map((unit) => {
          const label = MESSAGES.resident.unitLabel(unit.block, unit.doorNumber);
          return (
            <ListGroup.Item
              key={unit.unitId}
              action
              as={Link}
              to={paths.unit.build(unit.unitId)}
              className="d-flex align-items-center justify-content-between gap-2 py-3"
              aria-label={RESIDENT_TEXTS.openUnit(label)}
              data-testid="unit-row"
            >
              <span className="min-w-0 text-truncate">
                <i className="bi bi-door-closed me-2 text-body-secondary" aria-hidden="true" />
                {label}
              </span>
              <span className="d-flex align-items-center gap-2 fw-semibold">
                <Money value={unit.outstanding} />
                <i className="bi bi-chevron-right text-body-secondary" aria-hidden="true" />
              </span>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </Card>
  );
}
