import type { StartEnforcementBody } from '@aidat/shared';
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
import { useStartEnforcement } from '../api/start-enforcement';
import { EnforcementNoteField } from './enforcement-note-field';
import { refusalOf } from './enforcement-refusal';
import { TextField } from './party-fields';

type StartField = keyof StartEnforcementBody;
const START_FIELDS: readonly StartField[] = ['startedAt', 'office', 'fileNo', 'note'];

/**
 * 'İcra Takibi Başlat' (PRODUCT.md §21): the day it started (today by default, never later), the
 * icra office, the file number and a note. A refused day (in the future, or not after the last
 * icra's end) is shown under the day; one already open (409) above the form.
 */
export function EnforcementStartForm({
  siteId,
  unitId,
  onDone,
}: {
  siteId: number;
  unitId: number;
  onDone: () => void;
}) {
  const [form, setForm] = useState<Record<StartField, string>>({
    startedAt: todayInput(),
    office: '',
    fileNo: '',
    note: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<StartField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const start = useStartEnforcement(siteId, unitId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const set = (field: StartField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setFieldErrors({});
    // Sent as typed: the server trims and drops the blank optional fields.
    const payload: StartEnforcementBody = { ...form };
    try {
      if (!(await once(payload, (idempotencyKey) => start.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.started);
      onDone();
    } catch (err) {
      const refusal = refusalOf(err, START_FIELDS);
      if (refusal.fields) setFieldErrors(refusal.fields);
      else setFormError(refusal.message);
    }
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="enforcement-start-form" aria-label={T.start}>
      <h3 className="h6">{T.start}</h3>
      {formError ? (
        <Alert variant="danger" className="py-2" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Row className="g-2">
        <Col sm={4}>
          <TextField
            id={`${formId}-startedAt`}
            type="date"
            label={T.startedAt}
            value={form.startedAt}
            onChange={set('startedAt')}
            error={fieldErrors.startedAt}
          />
        </Col>
        <Col sm={8}>
          <TextField
            id={`${formId}-office`}
            label={T.officeInput}
            value={form.office}
            onChange={set('office')}
            error={fieldErrors.office}
            maxLength={200}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id={`${formId}-fileNo`}
            label={T.fileNoInput}
            value={form.fileNo}
            onChange={set('fileNo')}
            error={fieldErrors.fileNo}
            maxLength={100}
          />
        </Col>
        <Col xs={12}>
          <EnforcementNoteField
            id={`${formId}-note`}
            label={T.noteInput}
            value={form.note}
            onChange={set('note')}
            error={fieldErrors.note}
            maxLength={1000}
          />
        </Col>
      </Row>
      <Form.Text as="p" className="mt-2">
        {T.startHint}
      </Form.Text>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onDone} disabled={start.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={start.isPending || form.startedAt === ''}>
          <SubmitLabel busy={start.isPending}>{T.startSubmit}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
