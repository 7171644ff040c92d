import type { BlockedPhoneDto } from '@aidat/shared';
import { formatPhone } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';
import { useBlockedPhones } from '../api/get-blocked-phones';
import { type PeopleScope, peopleKeys } from '../api/query-keys';
import { useUnblockPhone } from '../api/unblock-phone';
import { BlockedPhonesTable, ROW_REMOVE_DELAY_MS } from './blocked-phones-table';
import { useFadingRemoval } from './use-fading-removal';
import { type HistoryUser, UserHistoryDialog } from './user-history-dialog';

export interface BlockedPhonesViewProps {
  scope: PeopleScope;
  title: string;
  emptyText: string;
}

/**
 * The blocked-phones screen for both roles. Unblocking asks first ('Bloğu Kaldır'); a failure
 * stays silent (SPEC §8) and leaves the row, a success fades the row out and drops it.
 */
export function BlockedPhonesView({ scope, title, emptyText }: BlockedPhonesViewProps) {
  const list = useBlockedPhones(scope);
  const unblock = useUnblockPhone();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { leaving, startRemoval } = useFadingRemoval(ROW_REMOVE_DELAY_MS);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [historyUser, setHistoryUser] = useState<HistoryUser | null>(null);

  const setRowBusy = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onUnblock = async (row: BlockedPhoneDto) => {
    const confirmed = await confirm({
      title: T.unblockTitle,
      body: T.unblockBody(row.fullName, formatPhone(row.phone)),
      confirmText: MESSAGES.people.unblock,
      variant: 'danger',
    });
    if (!confirmed) return;
    setRowBusy(row.id, true);
    try {
      await unblock.mutateAsync({ scope, userId: row.id });
    } catch {
      // Silent by SPEC §8: the row stays and can be tried again.
      return;
    } finally {
      setRowBusy(row.id, false);
    }
    startRemoval(row.id, () => {
      queryClient.setQueryData<BlockedPhoneDto[]>(peopleKeys.blocked(scope), (old) =>
        old?.filter((r) => r.id !== row.id),
      );
      // Other screens (the other role's list, users, histories) learn of the change.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all, refetchType: 'none' });
    });
  };

  const refreshing = list.isFetching && !list.isPending;
  return (
    <section>
      <PageHeader
        title={title}
        actions={
          <Button variant="outline-primary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {refreshing ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            )}
            {MESSAGES.common.refresh}
          </Button>
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState text={T.blockedLoadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <BlockedPhonesTable
          rows={list.data}
          busyIds={busy}
          leavingIds={leaving}
          onHistory={(row) => setHistoryUser({ id: row.id, fullName: row.fullName })}
          onUnblock={(row) => void onUnblock(row)}
        />
      )}
      <UserHistoryDialog user={historyUser} onHide={() => setHistoryUser(null)} />
    </section>
  );
}
