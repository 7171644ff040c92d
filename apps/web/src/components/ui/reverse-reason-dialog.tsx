import { REVERSAL_REASON_MAX } from '@aidat/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MESSAGES } from '../../lib/messages-common';
import { AppModal } from './app-modal/app-modal';
import { SubmitLabel } from './submit-label';

/**
 * 'Ters Kayıt' of a posted row (an expense, a transfer): the row stays in the books and a negated
 * one with the reason records the correction. Asks for the reason; `onReverse` posts it and answers
 * whether the dialog may close (a refusal is shown by the API client, and the dialog stays open for
 * a correction).
 */
export function ReverseReasonDialog({
  title,
  testId,
  summary,
  hint,
  reasonLabel,
  confirmLabel,
  pending,
  onReverse,
  onClose,
}: {
  title: string;
  testId: string;
  /** What is reversed: its description, date and amount. */
  summary: ReactNode;
  hint?: string;
  reasonLabel: string;
  confirmLabel: string;
  pending: boolean;
  onReverse: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onReverse(reason)) onClose();
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
