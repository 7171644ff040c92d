import { type AccountMovementDto, REVERSAL_REASON_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useReverseTransfer } from '../api/reverse-transfer';
import { MESSAGES, ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

/**
 * 'Ters Kayıt' of a transfer (PRODUCT.md §10): asks for the reason, then records the negated
 * transfer, so the money goes back. The server refuses it when that would take a kasa below zero,
 * and the API client shows why; the dialog stays open.
 */
export function ReverseTransferDialog({
  movement,
  onClose,
}: {
  movement: AccountMovementDto & { transferId: number };
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reverse = useReverseTransfer();
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { id: movement.transferId, reason };
    try {
      if (!(await once(payload, (idempotencyKey) => reverse.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.transferReversed);
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
    }
  };

  return (
    <AppModal
      show
      onHide={onClose}
      locked={reverse.isPending}
      title={T.reverseTransfer}
      testId="reverse-transfer-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={reverse.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={reverse.isPending}>
            <SubmitLabel busy={reverse.isPending}>{T.confirmReverse}</SubmitLabel>
          </Button>
        </>
      }
    >
      <p className="mb-2">
        <span className="fw-semibold text-break">{movement.description}</span>
        <br />
        <span className="small text-body-secondary">
          <DateText value={movement.date} format="date" />
          {movement.counterpartAccountName ? ` • ${T.counterpart(movement.counterpartAccountName)}` : null} •{' '}
          <Money value={Math.abs(movement.amount)} signed={false} />
        </span>
      </p>
      <p className="small text-body-secondary mb-3">{T.reverseTransferHint}</p>
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-reason`}>
          <Form.Label>{T.reason}</Form.Label>
          <Form.Control
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REVERSAL_REASON_MAX}
            autoComplete="off"
            autoFocus
          />
        </Form.Group>
      </Form>
    </AppModal>
  );
}
