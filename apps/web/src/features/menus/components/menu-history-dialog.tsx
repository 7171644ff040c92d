import type { MenuItemDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { DateText } from '../../../components/ui/date-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../../../lib/messages';
import { useMenuHistory } from '../api/get-menu-history';

const ACTION_BG: Record<string, string> = { CREATE: 'success', UPDATE: 'primary', DELETE: 'danger' };

function Change({ from, to }: { from: string | null; to: string | null }) {
  const show = (v: string | null) => (v === null ? MESSAGES.common.empty : v === '' ? MESSAGES.menus.allRoles : v);
  if (from === to) return <span className="text-body-secondary">{show(to)}</span>;
  if (from === null) return <span>{show(to)}</span>;
  if (to === null) return <span className="text-decoration-line-through">{show(from)}</span>;
  return (
    <span className="text-break">
      {show(from)}
      <i className="bi bi-arrow-right mx-1" role="img" aria-label="→" />
      {show(to)}
    </span>
  );
}

/** The history of one menu item, newest first, 50 per page. */
export function MenuHistoryDialog({ item, show, onHide }: { item: MenuItemDto; show: boolean; onHide: () => void }) {
  const [page, setPage] = useState(1);
  const history = useMenuHistory(item.id, page);

  let body: ReactNode;
  if (history.isPending) body = <LoadingState />;
  else if (history.isError && !history.data)
    body = <ErrorState text={MESSAGES.menus.historyLoadFailed} onRetry={() => history.refetch()} />;
  else if (history.data.totalCount === 0) body = <EmptyState text={T.historyEmpty} />;
  else {
    const { data, totalPages, totalCount } = history.data;
    body = (
      <>
        <Badge bg="secondary" pill className="mb-2">
          {T.records(totalCount)}
        </Badge>
        <Table
          responsive
          striped
          size="sm"
          className="align-middle"
          aria-label={T.historyTableLabel}
          data-testid="menu-history-table"
        >
          <thead>
            <tr>
              <th scope="col">{T.colDate}</th>
              <th scope="col">{T.colAction}</th>
              <th scope="col">{T.colLabelChange}</th>
              <th scope="col">{T.colPathChange}</th>
              <th scope="col">{T.colRolesChange}</th>
              <th scope="col">{T.colChangedBy}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.id}>
                <td className="text-nowrap">
                  <DateText value={row.changedAtUtc} />
                </td>
                <td>
                  <Badge bg={ACTION_BG[row.action] ?? 'secondary'} title={row.action}>
                    {T.actions[row.action] ?? row.action}
                  </Badge>
                </td>
                <td>
                  <Change from={row.oldLabel} to={row.newLabel} />
                </td>
                <td>
                  <Change from={row.oldPath} to={row.newPath} />
                </td>
                <td>
                  <Change from={row.oldRoles} to={row.newRoles} />
                </td>
                <td>{row.changedBy}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {totalPages > 1 ? (
          <div className="d-flex align-items-center gap-2">
            <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {T.previous}
            </Button>
            <span className="small">{T.pageOf(page, totalPages)}</span>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={page >= totalPages}
              onClick={() => setPage(page + 1)}
            >
              {T.next}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <AppModal show={show} onHide={onHide} title={T.historyTitle(item.label)} size="xl" testId="menu-history-dialog">
      {body}
    </AppModal>
  );
}
