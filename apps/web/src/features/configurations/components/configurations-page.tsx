import type { ConfigurationDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { CONFIGURATION_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useDeleteConfiguration } from '../api/delete-configuration';
import { useConfigurations } from '../api/get-configurations';
import { ConfigurationsTable } from './configurations-table';
import { CreateConfigurationDialog } from './create-configuration-dialog';

/** Configuration management (SPEC §2), SystemAdmin only: list, inline edit, create, delete, history links. */
export function ConfigurationsPage() {
  const list = useConfigurations();
  const remove = useDeleteConfiguration();
  const confirm = useConfirm();
  const toast = useToast();
  // A fresh key per opening gives the dialog an empty form.
  const [dialog, setDialog] = useState<{ key: number; show: boolean } | null>(null);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);

  const onDelete = async (config: ConfigurationDto) => {
    const yes = await confirm({
      title: T.deleteTitle,
      body: T.deleteBody(config.key),
      confirmText: T.remove,
      variant: 'danger',
    });
    if (!yes) return;
    setDeletingKey(config.key);
    try {
      await remove.mutateAsync(config.key);
      toast.success(MESSAGES.configurations.deleted);
    } catch {
      toast.danger(MESSAGES.configurations.deleteFailed);
    } finally {
      setDeletingKey(null);
    }
  };

  let body: ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState text={MESSAGES.configurations.loadFailed} onRetry={() => list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState text={T.empty} />;
  else body = <ConfigurationsTable configurations={list.data} deletingKey={deletingKey} onDelete={onDelete} />;

  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.configurations}
        actions={
          <>
            <Link to={paths.configurationHistory} className="btn btn-outline-secondary">
              <i className="bi bi-clock-history me-1" aria-hidden="true" />
              {T.allHistory}
            </Link>
            <Button onClick={() => setDialog({ key: (dialog?.key ?? 0) + 1, show: true })}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {T.newButton}
            </Button>
          </>
        }
      />
      {body}
      {dialog ? (
        <CreateConfigurationDialog
          key={dialog.key}
          show={dialog.show}
          onHide={() => setDialog((d) => (d ? { ...d, show: false } : d))}
        />
      ) : null}
    </section>
  );
}
