import { type AddTenantBody, EMAIL_MAX, PERSON_NAME_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { parseAmount } from '../../../lib/amount-input';
import { ApiError } from '../../../lib/api-client';
import { todayInput } from '../../../lib/day-input';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { MESSAGES } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { useAddUnitTenant } from '../api/add-unit-tenant';
import { PhoneField, TextField } from './party-fields';

type TenantField = 'fullName' | 'phone' | 'email' | 'since' | 'monthlyRent';
const TENANT_FIELDS: readonly string[] = ['fullName', 'phone', 'email', 'since', 'monthlyRent'];

/**
 * 'Kiracı Ekle' (PRODUCT.md §16): the tenant who moves in, from the start day, with the monthly
 * rent if the manager knows it (typed the Turkish way or plain, read as every money field is). The
 * server's refusals are shown on the field they name (a tenant already current: on the start day),
 * any other above the form.
 */
export function TenantForm({ unitId, onDone }: { unitId: number; onDone: () => void }) {
  const [today] = useState(todayInput);
  const [form, setForm] = useState<Record<Exclude<TenantField, 'phone'>, string>>({
    fullName: '',
    email: '',
    since: today,
    monthlyRent: '',
  });
  const [phone, setPhone] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TenantField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddUnitTenant(unitId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  // A tenant typed and not saved: leaving the page asks first.
  useLeaveGuard(
    form.fullName.trim() !== '' ||
      phone !== '' ||
      form.email.trim() !== '' ||
      form.monthlyRent.trim() !== '' ||
      form.since !== today,
  );

  const set = (field: TenantField) => (value: string) => {
    if (field === 'phone') setPhone(value);
    else setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setFieldErrors({});
    const payload: AddTenantBody = {
      fullName: form.fullName,
      phone,
      email: form.email.trim() || undefined,
      since: form.since,
      monthlyRent: parseAmount(form.monthlyRent),
    };
    try {
      if (!(await once(payload, (idempotencyKey) => add.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.tenantAdded);
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const named = Object.keys(fields).filter((f): f is TenantField => TENANT_FIELDS.includes(f));
      if (named.length > 0) setFieldErrors(Object.fromEntries(named.map((f) => [f, fields[f]])));
      else setFormError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
    }
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="tenant-form" aria-label={T.addTenant}>
      <h3 className="h6">{T.addTenant}</h3>
      {formError ? (
        <Alert variant="danger" className="py-2" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Row className="g-2">
        <Col md={6}>
          <TextField
            id={`${formId}-name`}
            label={T.fullName}
            value={form.fullName}
            onChange={set('fullName')}
            error={fieldErrors.fullName}
            maxLength={PERSON_NAME_MAX}
          />
        </Col>
        <Col md={6}>
          <PhoneField
            id={`${formId}-phone`}
            label={T.phone}
            placeholder={T.phonePlaceholder}
            onChange={set('phone')}
            error={fieldErrors.phone}
          />
        </Col>
        <Col md={6}>
          <TextField
            id={`${formId}-email`}
            type="email"
            label={T.email}
            value={form.email}
            onChange={set('email')}
            error={fieldErrors.email}
            maxLength={EMAIL_MAX}
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            id={`${formId}-since`}
            type="date"
            label={T.since}
            value={form.since}
            onChange={set('since')}
            error={fieldErrors.since}
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            id={`${formId}-rent`}
            label={T.monthlyRentInput}
            value={form.monthlyRent}
            onChange={set('monthlyRent')}
            error={fieldErrors.monthlyRent}
            inputMode="decimal"
          />
        </Col>
      </Row>
      <Form.Text as="p" className="mt-2">
        {T.personHint}
      </Form.Text>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onDone} disabled={add.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          <SubmitLabel busy={add.isPending}>{T.save}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
