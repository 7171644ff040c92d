import { PAYMENT_DESCRIPTION_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useAdditionalCharges } from '../api/get-additional-charges';
import { useRecordPayment } from '../api/record-payment';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from '../../../lib/day-input';
import type { UnitDialogProps } from './resident-dialog';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

/** Record a payment for a unit: dues or one of the site's additional charges. */
export function PaymentDialog({ show, siteId, unit, onClose }: UnitDialogProps) {
  // 'aidat' or the id of an additional charge.
  const [kind, setKind] = useState('aidat');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayInput());
  const [description, setDescription] = useState('');
  // An amount or a note typed and not saved: leaving the page asks first.
  useLeaveGuard(amount.trim() !== '' || description.trim() !== '');
  const charges = useAdditionalCharges(siteId);
  const record = useRecordPayment(siteId, unit.id);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      kind: kind === 'aidat' ? ('aidat' as const) : ('ekbutce' as const),
      additionalChargeId: kind === 'aidat' ? undefined : Number(kind),
      amount: parseAmount(amount),
      date: date || undefined,
      description: description.trim() || undefined,
    };
    try {
      if (!(await once(payload, (idempotencyKey) => record.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.paymentRecorded);
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onClose}
      locked={record.isPending}
      title={`${T.unitLabel(unit.block, unit.doorNumber)} • ${T.recordPayment}`}
      testId="payment-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={record.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={record.isPending}>
            <SubmitLabel busy={record.isPending}>{T.save}</SubmitLabel>
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-kind`} className="mb-2">
          <Form.Label>{T.paymentKind}</Form.Label>
          <Form.Select value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="aidat">{T.kindDues}</option>
            {(charges.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {T.kindCharge(c.title)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${formId}-amount`} className="mb-2">
          <Form.Label>{T.amount}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId={`${formId}-date`} className="mb-2">
          <Form.Label>{T.date}</Form.Label>
          <Form.Control type="date" value={date} max={todayInput()} onChange={(e) => setDate(e.target.value)} />
        </Form.Group>
        <Form.Group controlId={`${formId}-description`}>
          <Form.Label>{T.description}</Form.Label>
          <Form.Control
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={PAYMENT_DESCRIPTION_MAX}
            autoComplete="off"
          />
        </Form.Group>
      </Form>
    </AppModal>
  );
}
