import { type ExpenseDto, REVERSAL_REASON_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useReverseExpense } from '../api/reverse-expense';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { SubmitLabel } from '../../../components/ui/submit-label';

/** 'Ters Kayıt': the expense stays and a negated row with the reason records the correction. */
export function ReverseDialog({
  siteId,
  expense,
  onClose,
}: {
  siteId: number;
  expense: ExpenseDto;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reverse = useReverseExpense(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { id: expense.id, reason };
    try {
      if (!(await once(payload, (idempotencyKey) => reverse.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.reversed);
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
      title={T.reverse}
      testId="reverse-dialog"
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
      <p className="mb-3">
        <span className="fw-semibold text-break">{expense.description}</span>
        <br />
        <span className="small text-body-secondary">
          <DateText value={expense.date} format="date" /> • {expense.categoryName} •{' '}
          <Money value={expense.amount} signed={false} />
        </span>
      </p>
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
