import { REVERSAL_REASON_MAX } from '@aidat/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MESSAGES } from '../../lib/messages-common';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { AppModal } from './app-modal/app-modal';
import { SubmitLabel } from './submit-label';
import { useToast } from './toast/use-toast';

/**
 * 'Ters Kayıt' of a posted row (an expense, a transfer): the row stays in the books and a negated
 * one with the reason records the correction. Asks for the reason, posts it once however often it
 * is submitted (one Idempotency-Key per reason), says `done` and closes; a refusal is shown by the
 * API client and the dialog stays open for a correction.
 */
export function ReverseReasonDialog({
  title,
  testId,
  summary,
  hint,
  reasonLabel,
  confirmLabel,
  done,
  pending,
  reverse,
  onClose,
}: {
  title: string;
  testId: string;
  /** What is reversed: its description, date and amount. */
  summary: ReactNode;
  hint?: string;
  reasonLabel: string;
  confirmLabel: string;
  /** The toast once it is recorded. */
  done: string;
  pending: boolean;
  /** Posts the reversal (the mutation of the row's kind). */
  reverse: (reason: string, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const formId = useId();
  const once = useIdempotentSubmit();
  const toast = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (!(await once({ reason }, (idempotencyKey) => reverse(reason, idempotencyKey)))) return;
      toast.success(done);
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
    }
  };

  return (
    <AppModal
      show
      onHide={onClose}
      locked={pending}
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={pending}>
            <SubmitLabel busy={pending}>{confirmLabel}</SubmitLabel>
          </Button>
        </>
      }
    >
      <p className={hint ? 'mb-2' : 'mb-3'}>{summary}</p>
      {hint ? <p className="small text-body-secondary mb-3">{hint}</p> : null}
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-reason`}>
          <Form.Label>{reasonLabel}</Form.Label>
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
