import type { AdminUnitDto, AdminUnitWithSharesDto, UpdateUnitBody } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useUpdateUnit } from '../api/update-unit';

/** A unit as the list has it; the share and icra flag are absent only from an older answer. */
export type EditableUnit = AdminUnitDto &
  Partial<Pick<AdminUnitWithSharesDto, 'landShareNumerator' | 'landShareDenominator' | 'enforcement'>>;

type Field = 'block' | 'doorNumber' | 'squareMeters' | 'roomCount' | 'landShareNumerator' | 'landShareDenominator';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * 'Daireyi düzenle' (PRODUCT.md §12): block, door, m², rooms, arsa payı and 'icra takibinde'
 * through PUT /api/siteadmin/units/{unitId}. The server checks every rule; its messages are shown
 * under the field they name, any other refusal (a door the site already has) above the form.
 */
export function UnitEditDialog({
  show,
  siteId,
  unit,
  onClose,
}: {
  show: boolean;
  siteId: number;
  unit: EditableUnit;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Record<Field, string>>({
    block: unit.block,
    doorNumber: unit.doorNumber,
    squareMeters: String(unit.squareMeters),
    roomCount: String(unit.roomCount),
    landShareNumerator: text(unit.landShareNumerator),
    landShareDenominator: text(unit.landShareDenominator),
  });
  const [enforcement, setEnforcement] = useState(unit.enforcement ?? false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUnit(siteId, unit.id);
  const toast = useToast();
  const formId = useId();

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    // Sent as typed: the server trims, reads the numbers and clears a share given as two blanks.
    // A share or flag the list did not send is left out, so the server keeps what it has.
    const body: UpdateUnitBody = {
      block: form.block,
      doorNumber: form.doorNumber,
      squareMeters: form.squareMeters,
      roomCount: form.roomCount,
    };
    if (unit.landShareNumerator !== undefined || form.landShareNumerator !== '' || form.landShareDenominator !== '') {
      body.landShareNumerator = form.landShareNumerator;
      body.landShareDenominator = form.landShareDenominator;
    }
    if (unit.enforcement !== undefined || enforcement) body.enforcement = enforcement;
    try {
      await update.mutateAsync(body);
      toast.success(T.unitUpdated);
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const named = Object.keys(fields).filter((f): f is Field => f in form);
      if (named.length > 0) setFieldErrors(Object.fromEntries(named.map((f) => [f, fields[f]])));
      else setError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
    }
  };

  const control = (field: Field, label: string, numeric = false) => (
    <Form.Group controlId={`${formId}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={form[field]}
        onChange={set(field)}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : undefined}
        isInvalid={fieldErrors[field] !== undefined}
        aria-invalid={fieldErrors[field] !== undefined || undefined}
        aria-describedby={fieldErrors[field] !== undefined ? `${formId}-${field}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`${formId}-${field}-error`}>
        {fieldErrors[field]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <AppModal
      show={show}
      onHide={onClose}
      locked={update.isPending}
      title={`${T.unitLabel(unit.block, unit.doorNumber)} • ${T.editUnit}`}
      testId="unit-edit-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            <SubmitLabel busy={update.isPending}>{T.save}</SubmitLabel>
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {error ? (
          <Alert variant="danger" className="py-2" role="alert">
            {error}
          </Alert>
        ) : null}
        <Row className="g-2">
          <Col xs={6}>{control('block', T.block)}</Col>
          <Col xs={6}>{control('doorNumber', T.doorNumber)}</Col>
          <Col xs={6}>{control('squareMeters', T.squareMeters, true)}</Col>
          <Col xs={6}>{control('roomCount', T.roomCount, true)}</Col>
        </Row>
        <fieldset className="mt-3">
          <legend className="form-label fs-6 mb-1">{T.landShare}</legend>
          <Row className="g-2">
            <Col xs={6}>{control('landShareNumerator', T.landShareNumerator, true)}</Col>
            <Col xs={6}>{control('landShareDenominator', T.landShareDenominator, true)}</Col>
          </Row>
          <Form.Text>{T.landShareHint}</Form.Text>
        </fieldset>
        <Form.Group controlId={`${formId}-enforcement`} className="mt-3">
          <Form.Check
            type="switch"
            label={T.enforcement}
            checked={enforcement}
            onChange={(e) => setEnforcement(e.target.checked)}
          />
          <Form.Text>{T.enforcementHint}</Form.Text>
        </Form.Group>
      </Form>
    </AppModal>
  );
}
