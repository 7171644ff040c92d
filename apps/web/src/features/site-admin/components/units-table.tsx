import type { AdminUnitDto } from '@aidat/shared';
import { formatPhone } from '@aidat/shared';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { apiPaths } from '../../../config/paths';
import { ENFORCEMENT_SCREEN_TEXTS } from '../enforcement-messages';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { PARTIES_SCREEN_TEXTS } from '../parties-messages';
import { EnforcementBadge, type EnforcementFields } from './enforcement-badge';
import { UnitBalance } from './unit-balance';
import type { UnitSort, UnitSortKey } from './unit-list-view';

export type UnitAction = 'resident' | 'removeResident' | 'payment' | 'ledger' | 'edit' | 'parties' | 'enforcement';

/** A row of the table: the unit and, on the current answer, whether it is under icra. */
export type UnitRow = AdminUnitDto & EnforcementFields;

/** A header that orders the table by its column: a button, with the order shown by an arrow and aria-sort. */
function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: UnitSortKey;
  sort: UnitSort;
  onSort: (key: UnitSortKey) => void;
  className?: string;
}) {
  const active = sort.key === column;
  return (
    <th scope="col" className={className} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 fw-semibold text-reset text-nowrap align-baseline"
        onClick={() => onSort(column)}
        aria-label={T.sortBy(label)}
        data-testid={`sort-${column}`}
      >
        {label}
        {active ? (
          <i className={`bi bi-caret-${sort.descending ? 'down' : 'up'}-fill ms-1`} aria-hidden="true" />
        ) : null}
      </button>
    </th>
  );
}

/**
 * Block, door, resident and balance per unit; 'Malikler ve Kiracı' is one click away, the other
 * actions sit in a menu so the row fits 360 px.
 */
export function UnitsTable({
  units,
  sort,
  onSort,
  onAction,
}: {
  units: UnitRow[];
  sort: UnitSort;
  onSort: (key: UnitSortKey) => void;
  onAction: (action: UnitAction, unit: AdminUnitDto) => void;
}) {
  return (
    // Smaller type keeps block, door, name and balance side by side at 360 px.
    <Table responsive hover size="sm" className="mb-0 align-middle small" aria-label={T.unitsTableLabel}>
      <thead>
        <tr>
          {/* Block and door are one order, natural as the server's; the header of the block sets it. */}
          <SortHeader label={T.block} column="unit" sort={sort} onSort={onSort} />
          <th scope="col">{T.doorNumber}</th>
          <th scope="col">{T.colResident}</th>
          <SortHeader label={T.colBalance} column="balance" sort={sort} onSort={onSort} className="text-end" />
          {/* Positioned so its hidden label stays inside the scrolling table on narrow screens. */}
          <th scope="col" className="text-end position-relative">
            <span className="visually-hidden">{T.colActions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => {
          const label = T.unitLabel(unit.block, unit.doorNumber);
          return (
            <tr key={unit.id} data-testid="unit-row" data-unit={`${unit.block}-${unit.doorNumber}`}>
              <td>{unit.block}</td>
              <td className="text-nowrap">
                {unit.doorNumber}
                <EnforcementBadge unit={unit} />
              </td>
              <td>
                {unit.resident ? (
                  <>
                    <div>{unit.resident.fullName}</div>
                    {/* The phone is in the resident dialog; on a phone screen the row keeps to the name. */}
                    <div className="small text-body-secondary text-nowrap d-none d-sm-block">
                      {formatPhone(unit.resident.phone)}
                    </div>
                  </>
                ) : (
                  <span className="text-body-secondary">{T.noResident}</span>
                )}
              </td>
              <td className="text-end">
                <UnitBalance unit={unit} />
              </td>
              <td className="text-end">
                {/* On a phone the two buttons stack, so the row is no wider than with the menu alone. */}
                <div className="d-sm-flex justify-content-end gap-1">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm mb-1 mb-sm-0"
                    onClick={() => onAction('parties', unit)}
                    aria-label={PARTIES_SCREEN_TEXTS.partiesOf(label)}
                    title={PARTIES_SCREEN_TEXTS.title}
                  >
                    <i className="bi bi-people" aria-hidden="true" />
                  </button>
                  <Dropdown align="end">
                    <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={T.actionsOf(label)}>
                      <i className="bi bi-three-dots-vertical" aria-hidden="true" />
                    </Dropdown.Toggle>
                    <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={false}>
                      <Dropdown.Item as="button" onClick={() => onAction('resident', unit)}>
                        {unit.resident ? T.changeResident : T.assignResident}
                      </Dropdown.Item>
                      {unit.resident ? (
                        <Dropdown.Item
                          as="button"
                          className="text-danger"
                          onClick={() => onAction('removeResident', unit)}
                        >
                          {T.removeResident}
                        </Dropdown.Item>
                      ) : null}
                      <Dropdown.Item as="button" onClick={() => onAction('payment', unit)}>
                        {T.recordPayment}
                      </Dropdown.Item>
                      <Dropdown.Item as="button" onClick={() => onAction('ledger', unit)}>
                        {T.viewLedger}
                      </Dropdown.Item>
                      <Dropdown.Item as="button" onClick={() => onAction('edit', unit)}>
                        {T.editUnit}
                      </Dropdown.Item>
                      <Dropdown.Item as="button" onClick={() => onAction('enforcement', unit)}>
                        {ENFORCEMENT_SCREEN_TEXTS.title}
                      </Dropdown.Item>
                      {/* This year's statement as a PDF, in the browser's own viewer in a new tab. */}
                      <Dropdown.Item href={apiPaths.siteAdmin.unitStatement(unit.id)} target="_blank" rel="noopener">
                        {T.statement}
                      </Dropdown.Item>
                    </Dropdown.Menu>
                  </Dropdown>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
