import type { NotificationDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { SMS_TEXTS } from '../../../components/sms-campaigns/messages';
import { SmsCampaignDialog } from '../../../components/sms-campaigns/sms-campaign-dialog';
import { SmsCampaignsSection } from '../../../components/sms-campaigns/sms-campaigns-section';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MESSAGES, NOTIFICATION_SCREEN_TEXTS as T } from '../messages';
import { useDeleteNotification } from '../api/delete-notification';
import { useAdminSites } from '../api/get-admin-sites';
import { useToggleNotification } from '../api/toggle-notification';
import { type NotificationDialogState, NotificationFormDialog } from './notification-form-dialog';
import { NotificationsList } from './notifications-list';
import { SiteSelector } from './site-selector';
import { useRememberedSite } from '../../../lib/remembered-site';

/** Notification management (SPEC §2), Admin only: list, create, edit, toggle, delete. */
export function NotificationsPage() {
  const sites = useAdminSites();
  const [chosenSiteId, setChosenSiteId] = useRememberedSite();
  const [dialog, setDialog] = useState<{
    state: NotificationDialogState;
    key: number;
    show: boolean;
  } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [sms, setSms] = useState<{ siteId: number; notificationId: number; key: number; show: boolean } | null>(null);
  const toggle = useToggleNotification();
  const remove = useDeleteNotification();
  const confirm = useConfirm();
  const toast = useToast();

  const siteList = sites.data ?? [];
  const siteId = siteList.some((s) => s.id === chosenSiteId) ? chosenSiteId : (siteList[0]?.id ?? null);

  // A fresh key per opening resets the form; the old dialog stays mounted while it fades out.
  const openDialog = (state: NotificationDialogState) => setDialog({ state, key: (dialog?.key ?? 0) + 1, show: true });

  const onToggle = async (n: NotificationDto) => {
    setBusyId(n.id);
    try {
      const updated = await toggle.mutateAsync({
        id: n.id,
        isActive: !n.isActive,
      });
      toast.success(updated.isActive ? MESSAGES.notifications.activated : MESSAGES.notifications.deactivated);
    } catch {
      toast.danger(MESSAGES.notifications.toggleFailed);
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (n: NotificationDto) => {
    const yes = await confirm({
      title: T.deleteTitle,
      body: T.deleteBody(n.title),
      confirmText: T.remove,
      variant: 'danger',
    });
    if (!yes) return;
    setBusyId(n.id);
    try {
      await remove.mutateAsync(n.id);
      toast.success(MESSAGES.notifications.deleted);
    } catch {
      toast.danger(MESSAGES.notifications.deleteFailed);
    } finally {
      setBusyId(null);
    }
  };

  let body: ReactNode;
  if (sites.isPending) body = <LoadingState />;
  else if (sites.isError) body = <ErrorState text={T.sitesLoadFailed} onRetry={() => sites.refetch()} />;
  else if (siteId === null) body = <EmptyState text={T.noSites} />;
  else {
    body = (
      <>
        <SiteSelector sites={siteList} value={siteId} onChange={setChosenSiteId} />
        <NotificationsList
          siteId={siteId}
          busyId={busyId}
          onEdit={(notification) => openDialog({ mode: 'edit', notification })}
          onToggle={onToggle}
          onDelete={onDelete}
        />
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title={MESSAGES.pages.notifications}
        actions={
          <Button onClick={() => siteId !== null && openDialog({ mode: 'create', siteId })} disabled={siteId === null}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {T.newButton}
          </Button>
        }
      />
      {body}
      {dialog ? (
        <NotificationFormDialog
          key={dialog.key}
          state={dialog.state}
          show={dialog.show}
          onHide={() => setDialog((was) => (was ? { ...was, show: false } : was))}
          onSendSms={(n) => setSms({ siteId: n.siteId, notificationId: n.id, key: (sms?.key ?? 0) + 1, show: true })}
        />
      ) : null}
      {sms ? (
        <SmsCampaignDialog
          key={sms.key}
          siteId={sms.siteId}
          request={{ kind: 'announcement', notificationId: sms.notificationId }}
          title={SMS_TEXTS.announcementTitle}
          show={sms.show}
          onHide={() => setSms((was) => (was ? { ...was, show: false } : was))}
        />
      ) : null}
      {siteId !== null ? <SmsCampaignsSection siteId={siteId} /> : null}
    </section>
  );
}
