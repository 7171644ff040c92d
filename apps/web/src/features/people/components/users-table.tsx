import { formatPhone, ROLE_LABELS, type UserDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';
import { BlockStatusBadge } from './status-badge';

export interface UsersTableProps {
  users: UserDto[];
  /** The signed-in SystemAdmin: the server refuses a self-block, so the button is off. */
  selfId: number | null;
  busyIds: ReadonlySet<number>;
  onHistory: (user: UserDto) => void;
  onToggleBlock: (user: UserDto) => void;
}

/** Full name, e-mail, phone, role, status, actions (SPEC §2); on a phone the details sit under the name. */
export function UsersTable({ users, selfId, busyIds, onHistory, onToggleBlock }: UsersTableProps) {
  return (
    <Table responsive hover className="align-middle" aria-label={T.usersTableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colFullName}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {T.colEmail}
          </th>
          <th scope="col" className="d-none d-md-table-cell">
            {T.colPhone}
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            {T.colRole}
          </th>
          <th scope="col">{T.colStatus}</th>
          <th scope="col" className="text-end">
            {T.colActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const busy = busyIds.has(user.id);
          const self = user.id === selfId;
          const phone = formatPhone(user.phone) || MESSAGES.common.empty;
          const toggleLabel = user.isBlocked ? T.unblockOf(user.fullName) : T.blockOf(user.fullName);
          return (
            <tr key={user.id} data-testid="user-row">
              <td className="text-break" style={{ minWidth: '8rem' }}>
                <div className="fw-semibold">{user.fullName}</div>
                <div className="d-md-none small text-body-secondary">
                  {user.email ? <div className="text-break">{user.email}</div> : null}
                  <div className="text-nowrap">{phone}</div>
                  <div className="d-sm-none">{ROLE_LABELS[user.role]}</div>
                </div>
              </td>
              <td className="d-none d-md-table-cell text-break">{user.email ?? MESSAGES.common.empty}</td>
              <td className="d-none d-md-table-cell text-nowrap">{phone}</td>
              <td className="d-none d-sm-table-cell">{ROLE_LABELS[user.role]}</td>
              <td>
                <BlockStatusBadge isBlocked={user.isBlocked} />
              </td>
              <td className="text-end text-nowrap">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-1"
                  onClick={() => onHistory(user)}
                  aria-label={T.historyOf(user.fullName)}
                  title={T.history}
                >
                  <i className="bi bi-clock-history" aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant={user.isBlocked ? 'outline-success' : 'outline-danger'}
                  onClick={() => onToggleBlock(user)}
                  disabled={busy || self}
                  aria-label={toggleLabel}
                  title={self ? T.cannotBlockSelf : user.isBlocked ? MESSAGES.people.unblock : T.block}
                >
                  {busy ? (
                    <Spinner animation="border" size="sm" aria-hidden="true" />
                  ) : (
                    <i className={`bi ${user.isBlocked ? 'bi-unlock' : 'bi-lock'}`} aria-hidden="true" />
                  )}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
