import { type AdditionalChargeDto, REVERSAL_REASON_MAX } from '@aidat/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useReverseAdditionalCharge } from '../api/reverse-additional-charge';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/** 'Ek bütçeyi geri al': asks for the reason, then reverses every charge of the ek bütçe at once. */
export function UndoChargeDialog({
  siteId,
  charge,
  onClose,
}: {
  siteId: number;
  charge: AdditionalChargeDto | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reverse = useReverseAdditionalCharge(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const reasonId = useId();

  const close = () => {
    setReason('');
    onClose();
  };
  const submit = async () => {
    if (!charge) return;
    const payload = { id: charge.id, reason };
    try {
      let reversed = 0;
      const sent = await once(payload, async (idempotencyKey) => {
        reversed = (await reverse.mutateAsync({ payload, idempotencyKey })).reversedEntries;
      });
      if (!sent) return;
      toast.success(T.chargeUndone(reversed));
      close();
    } catch {
      // The API client has shown the server's reason (e.g. payments on it: 409).
    }
  };

  return (
    <AppModal
      show={charge !== null}
      onHide={close}
      title={T.undoTitle}
      locked={reverse.isPending}
      testId="undo-charge-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={close} disabled={reverse.isPending}>
            {T.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={submit}
            disabled={reverse.isPending || reason.trim() === ''}
            data-testid="undo-charge-submit"
          >
            <SubmitLabel busy={reverse.isPending}>{T.undoConfirm}</SubmitLabel>
          </Button>
        </>
      }
    >
      {charge ? <p className="small">{T.undoBody(charge.title)}</p> : null}
      <Form.Group controlId={reasonId}>
        <Form.Label>{T.undoReason}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={reason}
          maxLength={REVERSAL_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      </Form.Group>
    </AppModal>
  );
}
