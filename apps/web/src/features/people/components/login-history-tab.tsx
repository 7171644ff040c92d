import { LOGIN_HISTORY_PAGE_SIZE } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';
import { useLoginHistory } from '../api/get-login-history';

/** attemptType 0–3 in Turkish (SPEC §3). */
export function attemptTypeLabel(type: number): string {
  return T.attemptTypes[type] ?? T.unknownAttempt;
}

/** 'Giriş Geçmişi' (SystemAdmin): date, type, status, IP address and failure reason. */
export function LoginHistoryTab({ userId }: { userId: number }) {
  const history = useLoginHistory(userId);
  if (history.isPending) return <LoadingState />;
  if (history.isError) return <ErrorState text={T.loginHistoryFailed} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState text={T.loginHistoryEmpty} />;
  return (
    <>
      <Table responsive size="sm" className="align-middle mb-0" data-testid="login-history-table">
        <thead>
          <tr>
            <th scope="col">{T.colDate}</th>
            <th scope="col">{T.colType}</th>
            <th scope="col">{T.colStatus}</th>
            <th scope="col">{T.colIp}</th>
            <th scope="col">{T.colFailureReason}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{formatDate(entry.attemptedAtUtc, 'dateTime')}</td>
              <td>{attemptTypeLabel(entry.attemptType)}</td>
              <td>
                <Badge bg={entry.isSuccess ? 'success' : 'danger'}>{entry.isSuccess ? T.success : T.failure}</Badge>
              </td>
              <td className="text-nowrap">{entry.ipAddress ?? MESSAGES.common.empty}</td>
              <td className="text-break">{entry.failureReason ?? MESSAGES.common.empty}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {history.data.length >= LOGIN_HISTORY_PAGE_SIZE ? (
        <p className="small text-body-secondary mt-2 mb-0">{T.loginHistoryCap(LOGIN_HISTORY_PAGE_SIZE)}</p>
      ) : null}
    </>
  );
}
