import type { MenuItemDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/get-menus';
import { type MenuDialogState, MenuFormDialog } from './menu-form-dialog';
import { MenuHistoryDialog } from './menu-history-dialog';
import { MenusTable } from './menus-table';
// Every Bootstrap Icons class: an item's icon is any class a system administrator typed; the
// app's stylesheet has only the ones the source names (build/icon-font.ts).
import 'bootstrap-icons/font/bootstrap-icons.css';

type Opened<T> = { value: T; key: number; show: boolean } | null;

/** Menu management (SPEC §2), SystemAdmin only: list, create, edit, delete, history per item. */
export function MenuManagementPage() {
  const menus = useMenus();
  const remove = useDeleteMenu();
  const confirm = useConfirm();
  const toast = useToast();
  // Dialogs stay mounted while they fade out; a fresh key per opening resets their state.
  const [form, setForm] = useState<Opened<MenuDialogState>>(null);
  const [history, setHistory] = useState<Opened<MenuItemDto>>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const openForm = (value: MenuDialogState) => setForm({ value, key: (form?.key ?? 0) + 1, show: true });
  const openHistory = (value: MenuItemDto) => setHistory({ value, key: (history?.key ?? 0) + 1, show: true });

  const onDelete = async (item: MenuItemDto) => {
    const yes = await confirm({
      title: T.deleteTitle,
      body: T.deleteBody(item.label),
      confirmText: T.remove,
      variant: 'danger',
    });
    if (!yes) return;
    setBusyId(item.id);
    try {
      await remove.mutateAsync(item.id);
      toast.success(MESSAGES.menus.deleted);
    } catch {
      toast.danger(MESSAGES.menus.deleteFailed);
    } finally {
      setBusyId(null);
    }
  };

  let body: ReactNode;
  if (menus.isPending) body = <LoadingState />;
  else if (menus.isError) body = <ErrorState text={MESSAGES.menus.loadFailed} onRetry={() => menus.refetch()} />;
  else if (menus.data.length === 0) body = <EmptyState text={T.empty} />;
  else
    body = (
      <MenusTable
        items={menus.data}
        busyId={busyId}
        onEdit={(item) => openForm({ mode: 'edit', item })}
        onHistory={openHistory}
        onDelete={onDelete}
      />
    );

  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.menus}
        actions={
          <Button onClick={() => openForm({ mode: 'create' })}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {T.newButton}
          </Button>
        }
      />
      {body}
      {form ? (
        <MenuFormDialog
          key={form.key}
          state={form.value}
          show={form.show}
          onHide={() => setForm((f) => (f ? { ...f, show: false } : f))}
        />
      ) : null}
      {history ? (
        <MenuHistoryDialog
          key={history.key}
          item={history.value}
          show={history.show}
          onHide={() => setHistory((h) => (h ? { ...h, show: false } : h))}
        />
      ) : null}
    </section>
  );
}
