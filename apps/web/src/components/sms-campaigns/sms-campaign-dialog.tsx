import type { SmsCampaignRequest } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { AppModal } from '../ui/app-modal/app-modal';
import { ErrorState, LoadingState } from '../ui/states';
import { useToast } from '../ui/toast/use-toast';
import { useSmsPreview, useStartSmsCampaign } from './api';
import { SMS_TEXTS as T } from './messages';
import { previewSummary } from './preview-summary';
import { SmsCampaignProgress } from './sms-campaign-progress';

export interface SmsCampaignDialogProps {
  siteId: number;
  /** What to send; the dialog previews it as soon as it opens. */
  request: SmsCampaignRequest;
  title: string;
  show: boolean;
  onHide: () => void;
}

/**
 * Preview → confirm → progress (PRODUCT.md §15): how many messages, to whom, the exact text and
 * the cost; nothing is sent before the manager confirms, and a double click sends once.
 */
export function SmsCampaignDialog({ siteId, request, title, show, onHide }: SmsCampaignDialogProps) {
  const preview = useSmsPreview(siteId, show ? request : null);
  const start = useStartSmsCampaign(siteId);
  const submitOnce = useIdempotentSubmit();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [campaignId, setCampaignId] = useState<number | null>(null);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await submitOnce(request, async (key) => {
        const campaign = await start(request, key);
        setCampaignId(campaign.id);
        toast.success(T.started);
      });
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  let confirmButton: ReactNode = null;
  if (campaignId !== null) body = <SmsCampaignProgress siteId={siteId} campaignId={campaignId} />;
  else if (preview.isPending) body = <LoadingState text={T.previewLoading} />;
  else if (preview.isError)
    body = <ErrorState text={preview.error.message || T.previewFailed} onRetry={() => preview.refetch()} />;
  else {
    const p = preview.data;
    const s = previewSummary(p);
    body = (
      <div data-testid="sms-preview">
        <Alert variant={s.canSend ? 'info' : 'warning'} className="py-2" data-testid="sms-preview-summary">
          {s.summary}
        </Alert>
        {s.commonText ? (
          <>
            <h3 className="h6">{T.textHeading}</h3>
            <pre className="border rounded p-2 bg-body-tertiary text-wrap" data-testid="sms-preview-text">
              {s.commonText}
            </pre>
          </>
        ) : p.recipients.length > 0 ? (
          <p className="small">{T.textsDiffer}</p>
        ) : null}
        {p.kind === 'debtReminder' ? <p className="small text-body-secondary">{T.informational}</p> : null}
        {p.recipients.length > 0 ? (
          <>
            <h3 className="h6">{T.recipients}</h3>
            <Table size="sm" responsive className="small">
              <thead>
                <tr>
                  <th>{T.columns.units}</th>
                  <th>{T.columns.name}</th>
                  <th>{T.columns.phone}</th>
                  {s.commonText ? null : <th>{T.columns.text}</th>}
                </tr>
              </thead>
              <tbody>
                {p.recipients.map((r) => (
                  <tr key={`${r.units}-${r.phone}`}>
                    <td>{r.units}</td>
                    <td>{r.residentName ?? ''}</td>
                    <td className="text-nowrap">{r.phone}</td>
                    {s.commonText ? null : <td>{r.text}</td>}
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        ) : null}
        {p.skipped.length > 0 ? (
          <p className="small text-body-secondary" data-testid="sms-preview-skipped">
            {T.skipped(p.skipped.length)} {p.skipped.map((u) => u.units).join(', ')}
          </p>
        ) : null}
      </div>
    );
    if (s.canSend)
      confirmButton = (
        <Button onClick={onConfirm} disabled={busy} data-testid="sms-confirm">
          {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {s.confirmLabel}
        </Button>
      );
  }

  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={title}
      size="lg"
      locked={busy}
      testId="sms-campaign-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {campaignId !== null ? T.close : T.cancel}
          </Button>
          {campaignId === null ? confirmButton : null}
        </>
      }
    >
      {body}
    </AppModal>
  );
}
