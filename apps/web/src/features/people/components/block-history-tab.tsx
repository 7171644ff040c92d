import Table from 'react-bootstrap/Table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { PEOPLE_TEXTS as T } from '../messages';
import { useBlockHistory } from '../api/get-block-history';
import type { PeopleScope } from '../api/query-keys';
import { BlockStatusBadge } from './status-badge';

/** 'Blok Geçmişi': date, status and who changed it, newest first. */
export function BlockHistoryTab({ scope, userId }: { scope: PeopleScope; userId: number }) {
  const history = useBlockHistory(scope, userId);
  if (history.isPending) return <LoadingState />;
  if (history.isError) return <ErrorState text={T.blockHistoryFailed} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState text={T.blockHistoryEmpty} />;
  return (
    <Table responsive size="sm" className="align-middle mb-0" data-testid="block-history-table">
      <thead>
        <tr>
          <th scope="col">{T.colDate}</th>
          <th scope="col">{T.colStatus}</th>
          <th scope="col">{T.colChangedBy}</th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((entry) => (
          <tr key={entry.id}>
            <td className="text-nowrap">{formatDate(entry.updatedAtUtc, 'dateTime')}</td>
            <td>
              <BlockStatusBadge isBlocked={entry.isBlocked} />
            </td>
            <td className="text-break">{entry.updatedBy}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
