import type { BlockedPhoneDto } from '@aidat/shared';
import { formatPhone } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';

/** SPEC §9: an unblocked row fades and is removed after 0.2 s. */
export const ROW_REMOVE_DELAY_MS = 200;

export interface BlockedPhonesTableProps {
  rows: BlockedPhoneDto[];
  /** Rows being unblocked: their buttons wait. */
  busyIds: ReadonlySet<number>;
  /** Rows already unblocked, fading out before they leave the table. */
  leavingIds: ReadonlySet<number>;
  onHistory: (row: BlockedPhoneDto) => void;
  onUnblock: (row: BlockedPhoneDto) => void;
}

/** Full name, phone, block date and actions; on a phone the number and the date sit under the name. */
export function BlockedPhonesTable({ rows, busyIds, leavingIds, onHistory, onUnblock }: BlockedPhonesTableProps) {
  return (
    <Table responsive hover className="align-middle" aria-label={T.blockedTableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colFullName}</th>
          <th scope="col" className="d-none d-sm-table-cell">
            {T.colPhone}
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            {T.colBlockedAt}
          </th>
          <th scope="col" className="text-end">
            {T.colActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const leaving = leavingIds.has(row.id);
          const busy = busyIds.has(row.id) || leaving;
          const phone = formatPhone(row.phone) || MESSAGES.common.empty;
          const blockedAt = formatDate(row.blockedAtUtc, 'dateTimeShort');
          return (
            <tr
              key={row.id}
              data-testid="blocked-phone-row"
              aria-hidden={leaving || undefined}
              style={{ transition: `opacity ${ROW_REMOVE_DELAY_MS}ms ease-out`, opacity: leaving ? 0 : 1 }}
            >
              <td className="text-break">
                <div className="fw-semibold">{row.fullName}</div>
                <div className="d-sm-none small text-body-secondary text-nowrap">{phone}</div>
                <div className="d-sm-none small text-body-secondary text-nowrap">{blockedAt}</div>
              </td>
              <td className="d-none d-sm-table-cell text-nowrap">{phone}</td>
              <td className="d-none d-sm-table-cell text-nowrap">{blockedAt}</td>
              <td className="text-end text-nowrap">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-1"
                  onClick={() => onHistory(row)}
                  aria-label={T.historyOf(row.fullName)}
                  title={T.history}
                >
                  <i className="bi bi-clock-history" aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onUnblock(row)}
                  disabled={busy}
                  aria-label={T.unblockOf(row.fullName)}
                  title={MESSAGES.people.unblock}
                >
                  <i className="bi bi-unlock" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
