import { isRole, type MenuItemDto, ROLE_LABELS } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../messages';

function RolesCell({ roles }: { roles: string }) {
  const list = roles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (list.length === 0)
    return (
      <Badge bg="info" text="dark">
        {MESSAGES.menus.allRoles}
      </Badge>
    );
  return (
    <div className="d-flex flex-wrap gap-1">
      {list.map((role) => (
        <Badge key={role} bg="light" text="dark" className="border" title={role}>
          {isRole(role) ? ROLE_LABELS[role] : role}
        </Badge>
      ))}
    </div>
  );
}

export interface MenusTableProps {
  items: MenuItemDto[];
  busyId: number | null;
  onEdit: (item: MenuItemDto) => void;
  onHistory: (item: MenuItemDto) => void;
  onDelete: (item: MenuItemDto) => void;
}

/** SPEC §2: by display order; label, path, roles ('Tüm Roller' when empty), icon, status. */
export function MenusTable({ items, busyId, onEdit, onHistory, onDelete }: MenusTableProps) {
  return (
    <Table responsive hover size="sm" className="align-middle" aria-label={T.tableLabel} data-testid="menus-table">
      <thead>
        <tr>
          <th scope="col" className="text-end">
            {T.colOrder}
          </th>
          <th scope="col">{T.colLabel}</th>
          <th scope="col">{T.colPath}</th>
          <th scope="col">{T.colRoles}</th>
          <th scope="col">{T.colIcon}</th>
          <th scope="col">{T.colStatus}</th>
          <th scope="col">{T.colActions}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid={`menu-row-${item.id}`}>
            <td className="text-end">{item.displayOrder}</td>
            <td className="fw-semibold">{item.label}</td>
            <td>
              <code>{item.path}</code>
            </td>
            <td>
              <RolesCell roles={item.roles} />
            </td>
            <td className="text-nowrap">
              {item.icon ? (
                <>
                  <i className={`${item.icon} me-1`} aria-hidden="true" />
                  <small className="text-body-secondary">{item.icon}</small>
                </>
              ) : (
                T.noIcon
              )}
            </td>
            <td>
              <Badge bg={item.isActive ? 'success' : 'secondary'}>
                {item.isActive ? MESSAGES.menus.active : MESSAGES.menus.passive}
              </Badge>
            </td>
            <td>
              <div className="d-flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onEdit(item)}
                  aria-label={T.editOf(item.label)}
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                  <span className="d-none d-lg-inline ms-1">{T.edit}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => onHistory(item)}
                  aria-label={T.historyOf(item.label)}
                >
                  <i className="bi bi-clock-history" aria-hidden="true" />
                  <span className="d-none d-lg-inline ms-1">{T.history}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onDelete(item)}
                  disabled={busyId === item.id}
                  aria-label={T.removeOf(item.label)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                  <span className="d-none d-lg-inline ms-1">{T.remove}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
