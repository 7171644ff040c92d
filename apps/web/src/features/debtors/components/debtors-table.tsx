import { type DebtorDto, type DebtorList, formatMoney } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { dayText } from '../../../lib/day-text';
import { DEBTORS_TEXTS as T } from '../messages';
import type { DebtorSort, DebtorSortKey } from './sort-debtors';

/** A column header that sorts by its column; the current order is announced with aria-sort. */
function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: {
  label: string;
  column: DebtorSortKey;
  sort: DebtorSort;
  onSort: (key: DebtorSortKey) => void;
  numeric?: boolean;
}) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      className={numeric ? 'text-end' : undefined}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset"
        onClick={() => onSort(column)}
        aria-label={T.sortBy(label)}
      >
        {label}
        {active ? (
          <i className={`bi bi-caret-${sort.descending ? 'down' : 'up'}-fill ms-1`} aria-hidden="true" />
        ) : null}
      </button>
    </th>
  );
}

/** Lira summed in kuruş, so a long list adds up exactly. */
const sumOf = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

/** A row's balance on one ek bütçe; 0 when it has none there. */
const debtOn = (row: DebtorDto, additionalChargeId: number) =>
  row.additionalChargeDebts.find((a) => a.additionalChargeId === additionalChargeId)?.debt ?? 0;

/**
 * The debtors shown, each debt in its own column, and their totals underneath: balances as §5
 * shows them (sign, red when owed), the same figures the resident sees.
 */
export function DebtorsTable({
  list,
  rows,
  sort,
  onSort,
}: {
  list: DebtorList;
  rows: DebtorList['rows'];
  sort: DebtorSort;
  onSort: (key: DebtorSortKey) => void;
}) {
  return (
    <Table responsive hover size="sm" className="align-middle" data-testid="debtors-table">
      <thead>
        <tr>
          <SortHeader label={T.columns.unit} column="unit" sort={sort} onSort={onSort} />
          <th scope="col">{T.columns.enforcement}</th>
          <SortHeader label={T.columns.resident} column="resident" sort={sort} onSort={onSort} />
          <SortHeader label={T.columns.dues} column="dues" sort={sort} onSort={onSort} numeric />
          {list.additionalCharges.map((c) => (
            <th key={c.additionalChargeId} scope="col" className="text-end">
              {c.title}
            </th>
          ))}
          <th scope="col" className="text-end">
            {T.columns.lateFees}
          </th>
          <SortHeader label={T.columns.total} column="total" sort={sort} onSort={onSort} numeric />
          <th scope="col">{T.columns.oldest}</th>
          <SortHeader label={T.columns.months} column="months" sort={sort} onSort={onSort} numeric />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.unitId} data-testid="debtor-row">
            <th scope="row">{T.unitName(r.block, r.doorNumber)}</th>
            <td>
              <EnforcementBadge row={r} />
            </td>
            <td>
              {r.residentName ?? '—'}
              {r.residentPhone ? (
                <a className="d-block small text-nowrap" href={`tel:${r.residentPhone.replace(/[^\d+]/g, '')}`}>
                  <i className="bi bi-telephone me-1" aria-hidden="true" />
                  {r.residentPhone}
                </a>
              ) : null}
              <AskedOf row={r} />
            </td>
            <td className="text-end">
              <Money value={r.duesDebt} />
            </td>
            {list.additionalCharges.map((c) => (
              <td key={c.additionalChargeId} className="text-end">
                <Money value={debtOn(r, c.additionalChargeId)} />
              </td>
            ))}
            <td className="text-end">
              <Money value={r.lateFeeDebt} />
              {r.lateFeeAccrued > 0 ? (
                <div className="small text-body-secondary text-nowrap" data-testid="debtor-fee-accrued">
                  {T.lateFeeAccrued(formatMoney(r.lateFeeAccrued))}
                </div>
              ) : null}
            </td>
            <td className="text-end fw-semibold">
              <Money value={r.totalDebt} />
            </td>
            <td>{r.oldestUnpaidMonth ?? '—'}</td>
            <td className="text-end">{r.monthsOverdue}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold" data-testid="debtors-totals">
          <th scope="row" colSpan={3}>
            {T.totals}
          </th>
          <td className="text-end">
            <Money value={sumOf(rows.map((r) => r.duesDebt))} />
          </td>
          {list.additionalCharges.map((c) => (
            <td key={c.additionalChargeId} className="text-end">
              <Money value={sumOf(rows.map((r) => debtOn(r, c.additionalChargeId)))} />
            </td>
          ))}
          <td className="text-end">
            <Money value={sumOf(rows.map((r) => r.lateFeeDebt))} />
          </td>
          <td className="text-end">
            <Money value={sumOf(rows.map((r) => r.totalDebt))} />
          </td>
          <td colSpan={2} />
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * Whom to ask (PRODUCT.md §16): the tenant when the unpaid dues fall in the current tenancy, with
 * a number to call; the owners when they are not the resident the row already names.
 */
function AskedOf({ row }: { row: DebtorDto }) {
  if (row.duesAskedOf === 'tenant' && row.tenantName)
    return (
      <span className="d-block small" data-testid="debtor-asked-of">
        {T.askTenant(row.tenantName)}
        {row.tenantPhone ? (
          <a className="d-block text-nowrap" href={`tel:${row.tenantPhone.replace(/[^\d+]/g, '')}`}>
            <i className="bi bi-telephone me-1" aria-hidden="true" />
            {row.tenantPhone}
          </a>
        ) : null}
      </span>
    );
  const owners = row.ownerNames.filter((name) => name !== row.residentName);
  if (owners.length === 0) return null;
  return (
    <span className="d-block small text-body-secondary" data-testid="debtor-asked-of">
      {T.owners(row.ownerNames.join(', '))}
    </span>
  );
}

/** A unit under icra (PRODUCT.md §21): the badge, and the day it started beside it. */
function EnforcementBadge({ row }: { row: DebtorDto }) {
  if (!row.enforcement) return null;
  const since = dayText(row.enforcementStartedAt);
  return (
    <span className="text-nowrap" title={T.enforcementSince(since)} data-testid="debtor-enforcement">
      <span className="badge text-bg-danger">{T.enforcementBadge}</span>
      <span className="small ms-1">{since}</span>
    </span>
  );
}
