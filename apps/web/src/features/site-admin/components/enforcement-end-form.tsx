import type { EndEnforcementBody } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { todayInput } from '../../../lib/day-input';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';
import { useEndEnforcement } from '../api/end-enforcement';
import { refusalOf } from './enforcement-refusal';
import { TextField } from './party-fields';

type EndField = keyof EndEnforcementBody;
const END_FIELDS: readonly EndField[] = ['endedAt', 'reason'];

/**
 * 'İcra Takibini Sonlandır' (PRODUCT.md §21): the last day (today by default) and why. A refused
 * day (in the future, before the start) or reason is shown under its field; none open (409) above
 * the form.
 */
export function EnforcementEndForm({ siteId, unitId, onDone }: { siteId: number; unitId: number; onDone: () => void }) {
  const [form, setForm] = useState<Record<EndField, string>>({ endedAt: todayInput(), reason: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<EndField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const end = useEndEnforcement(siteId, unitId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const set = (field: EndField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setFieldErrors({});
    const payload: EndEnforcementBody = { ...form };
    try {
      if (!(await once(payload, (idempotencyKey) => end.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.ended);
      onDone();
    } catch (err) {
      const refusal = refusalOf(err, END_FIELDS);
      if (refusal.fields) setFieldErrors(refusal.fields);
      else setFormError(refusal.message);
    }
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="enforcement-end-form" aria-label={T.end}>
      <h3 className="h6">{T.end}</h3>
      {formError ? (
        <Alert variant="danger" className="py-2" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Row className="g-2">
        <Col sm={4}>
          <TextField
            id={`${formId}-endedAt`}
            type="date"
            label={T.endedAt}
            value={form.endedAt}
            onChange={set('endedAt')}
            error={fieldErrors.endedAt}
          />
        </Col>
        <Col sm={8}>
          <TextField
            id={`${formId}-reason`}
            label={T.reason}
            value={form.reason}
            onChange={set('reason')}
            error={fieldErrors.reason}
            maxLength={500}
          />
        </Col>
      </Row>
      <Form.Text as="p" className="mt-2">
        {T.endHint}
      </Form.Text>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onDone} disabled={end.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={end.isPending || form.endedAt === ''}>
          <SubmitLabel busy={end.isPending}>{T.endSubmit}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
