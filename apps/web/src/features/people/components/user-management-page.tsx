import type { UserDto } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { useToast } from '../../../components/ui/toast/use-toast';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';
import { useAuthUser } from '../../../lib/use-auth';
import { useBlockPhone } from '../api/block-phone';
import { useUsers } from '../api/get-users';
import { peopleKeys } from '../api/query-keys';
import { useUnblockPhone } from '../api/unblock-phone';
import { filterUsers, pageOf, sortUsersByName } from './filter-users';
import { type HistoryUser, UserHistoryDialog } from './user-history-dialog';
import { UsersPager } from './users-pager';
import { UsersTable } from './users-table';

/** Rows rendered at once: thousands of users are paged here rather than drawn in one table. */
export const USERS_PAGE_SIZE = 50;

/** '/user-management' (SystemAdmin): every user, searchable and paged, with history and block/unblock. */
export function UserManagementPage() {
  const users = useUsers();
  const block = useBlockPhone();
  const unblock = useUnblockPhone();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const viewer = useAuthUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [historyUser, setHistoryUser] = useState<HistoryUser | null>(null);

  const sorted = useMemo(() => sortUsersByName(users.data ?? []), [users.data]);
  const matches = useMemo(() => filterUsers(sorted, search), [sorted, search]);
  const shown = pageOf(matches, page, USERS_PAGE_SIZE);

  const setRowBusy = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onToggleBlock = async (user: UserDto) => {
    // Blocking ends the user's sessions at once, so a stray click must not do it.
    if (
      !user.isBlocked &&
      !(await confirm({
        title: T.blockTitle,
        body: T.blockBody(user.fullName, user.phone),
        confirmText: T.block,
        variant: 'danger',
      }))
    )
      return;
    setRowBusy(user.id, true);
    try {
      if (user.isBlocked) await unblock.mutateAsync({ scope: 'system', userId: user.id });
      else await block.mutateAsync(user.id);
      queryClient.setQueryData<UserDto[]>(peopleKeys.users, (old) =>
        old?.map((u) => (u.id === user.id ? { ...u, isBlocked: !user.isBlocked } : u)),
      );
      toast.success(user.isBlocked ? MESSAGES.people.userUnblocked : MESSAGES.people.userBlocked);
    } catch {
      // Blocking already toasted the server's reason; unblocking is silent by SPEC §8. Either
      // way the list may be stale (someone else acted first), so it is read again.
      void users.refetch();
    } finally {
      setRowBusy(user.id, false);
      // Blocked-phone lists and histories of this user are out of date now.
      void queryClient.invalidateQueries({
        queryKey: peopleKeys.all,
        predicate: (q) => q.queryKey[1] !== 'users',
        refetchType: 'none',
      });
    }
  };

  const title = (
    <>
      {MESSAGES.pages.users}{' '}
      {users.data ? (
        <Badge
          bg="secondary"
          pill
          className="align-middle fs-6"
          data-testid="users-count"
          aria-label={T.usersCount(users.data.length)}
        >
          {users.data.length}
        </Badge>
      ) : null}
    </>
  );

  return (
    <section>
      <PageHeader
        title={title}
        actions={
          <Button variant="outline-primary" onClick={() => void users.refetch()} disabled={users.isFetching}>
            {users.isFetching && !users.isPending ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            )}
            {MESSAGES.common.refresh}
          </Button>
        }
      />
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState text={MESSAGES.people.usersLoadFailed} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState text={T.usersEmpty} />
      ) : (
        <>
          <Form.Group className="mb-3" controlId="user-search">
            <Form.Label visuallyHidden>{T.searchLabel}</Form.Label>
            <Form.Control
              type="search"
              value={search}
              placeholder={T.searchPlaceholder}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              maxLength={100}
            />
          </Form.Group>
          {matches.length === 0 ? (
            <EmptyState text={T.searchEmpty} />
          ) : (
            <>
              <UsersTable
                users={shown.items}
                selfId={viewer?.id ?? null}
                busyIds={busy}
                onHistory={(u) => setHistoryUser({ id: u.id, fullName: u.fullName })}
                onToggleBlock={(u) => void onToggleBlock(u)}
              />
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <small className="text-body-secondary">
                  {T.shown(
                    (shown.page - 1) * USERS_PAGE_SIZE + 1,
                    (shown.page - 1) * USERS_PAGE_SIZE + shown.items.length,
                    matches.length,
                  )}
                </small>
                <UsersPager page={shown.page} pageCount={shown.pageCount} onPage={setPage} />
              </div>
            </>
          )}
        </>
      )}
      <UserHistoryDialog user={historyUser} onHide={() => setHistoryUser(null)} />
    </section>
  );
}
