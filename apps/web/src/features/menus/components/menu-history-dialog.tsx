import type { MenuItemDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { ActionBadge, ChangeCell, type ChangeValue, showChangeValue } from '../../../components/ui/change-cell';
import { DateText } from '../../../components/ui/date-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useMenuHistory } from '../api/get-menu-history';

/** SPEC §3 Menu management: empty roles mean every role. */
const showRoles = (value: ChangeValue) => (value === '' ? MESSAGES.menus.allRoles : showChangeValue(value));

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
                  <ActionBadge action={row.action} labels={T.actions} />
                </td>
                <td>
                  <ChangeCell action={row.action} from={row.oldLabel} to={row.newLabel} />
                </td>
                <td>
                  <ChangeCell action={row.action} from={row.oldPath} to={row.newPath} />
                </td>
                <td>
                  <ChangeCell action={row.action} from={row.oldRoles} to={row.newRoles} show={showRoles} />
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
