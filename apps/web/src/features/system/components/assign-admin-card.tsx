import type { AssignAdminInput, SiteDto } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGES, SYSTEM_SCREEN_TEXTS as T } from '../messages';
import { useAssignAdmin } from '../api/assign-admin';
import { isExistingUserConflict } from '../../../components/handovers/existing-user';
import { EXISTING_USER_TEXTS } from '../../../components/handovers/messages';
import { PhoneInput } from '../../../components/ui/phone-input';

interface AdminFormValues {
  siteId: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

const EMPTY: AdminFormValues = { siteId: '', fullName: '', email: '', phone: '', password: '' };

/** SPEC §5: site, full name, e-mail and password are required; the phone is optional. */
export function isAdminFormComplete(v: AdminFormValues): boolean {
  return v.siteId !== '' && v.fullName.trim() !== '' && v.email.trim() !== '' && v.password !== '';
}

/**
 * 'Siteye Yönetici Ata' (SPEC §2); success shows the alert 'Yönetici atandı'. An e-mail or phone
 * of a registered user is refused unless the SystemAdmin explicitly chooses to make that user an
 * administrator (PRODUCT.md §4); then the same request goes again with linkExisting.
 */
export function AssignAdminCard({ sites }: { sites: SiteDto[] }) {
  const [values, setValues] = useState<AdminFormValues>(EMPTY);
  // Remounting the form is the simplest way to empty the masked phone field after success.
  const [formKey, setFormKey] = useState(0);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The refused request, kept while the explicit choice to link the existing user is offered.
  const [linkOffer, setLinkOffer] = useState<AssignAdminInput | null>(null);
  const assign = useAssignAdmin();
  const id = useId();

  // Any edit makes the offered choice stale: it was about the values that were refused.
  const set = (field: keyof AdminFormValues) => (e: { target: { value: string } }) => {
    setLinkOffer(null);
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };

  const send = async (payload: AssignAdminInput) => {
    setResult(null);
    setLinkOffer(null);
    try {
      const res = await assign.mutateAsync(payload);
      setResult({ ok: true, text: res.created ? MESSAGES.system.adminAssigned : T.existingUserMadeAdmin });
      setValues({ ...EMPTY, siteId: values.siteId });
      setFormKey((k) => k + 1);
    } catch (err) {
      if (!payload.linkExisting && isExistingUserConflict(err)) setLinkOffer(payload);
      setResult({ ok: false, text: err instanceof Error ? err.message : MESSAGES.api.unexpected });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAdminFormComplete(values)) return;
    void send({
      siteId: Number(values.siteId),
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone || undefined,
      password: values.password,
    });
  };

  return (
    <Card className="h-100" data-testid="assign-admin-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.system.assignAdmin}
      </Card.Header>
      <Card.Body>
        {sites.length === 0 ? (
          <p className="text-body-secondary mb-0">{T.noSitesToAssign}</p>
        ) : (
          <Form key={formKey} onSubmit={onSubmit} aria-label={MESSAGES.system.assignAdmin}>
            <Form.Group className="mb-2" controlId={`${id}-site`}>
              <Form.Label>{T.site}</Form.Label>
              <Form.Select value={values.siteId} onChange={set('siteId')} required>
                <option value="">{T.chooseSite}</option>
                {sites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId={`${id}-name`}>
              <Form.Label>{T.fullName}</Form.Label>
              <Form.Control
                value={values.fullName}
                onChange={set('fullName')}
                required
                maxLength={200}
                autoComplete="off"
              />
            </Form.Group>
            <Form.Group className="mb-2" controlId={`${id}-email`}>
              <Form.Label>{T.email}</Form.Label>
              <Form.Control
                type="email"
                value={values.email}
                onChange={set('email')}
                required
                maxLength={254}
                autoComplete="off"
              />
            </Form.Group>
            <Form.Group className="mb-2">
              <Form.Label htmlFor={`${id}-phone`}>{T.phone}</Form.Label>
              <PhoneInput
                id={`${id}-phone`}
                onChange={(phone) => {
                  setLinkOffer(null);
                  setValues((v) => ({ ...v, phone }));
                }}
                placeholder={T.phonePlaceholder}
                autoComplete="off"
                testId="admin-phone"
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${id}-password`}>
              <Form.Label>{T.password}</Form.Label>
              <Form.Control
                type="password"
                value={values.password}
                onChange={set('password')}
                required
                autoComplete="new-password"
                aria-describedby={`${id}-password-hint`}
              />
              <Form.Text id={`${id}-password-hint`}>{T.passwordHint}</Form.Text>
            </Form.Group>
            {result ? (
              <Alert
                variant={result.ok ? 'success' : 'danger'}
                className="py-2"
                dismissible
                onClose={() => {
                  setResult(null);
                  setLinkOffer(null);
                }}
                data-testid={result.ok ? 'assign-admin-success' : 'assign-admin-error'}
              >
                {result.text}
                {linkOffer ? (
                  <>
                    <p className="mb-2 mt-1">{EXISTING_USER_TEXTS.existingUserChoice}</p>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={assign.isPending}
                      onClick={() => void send({ ...linkOffer, linkExisting: true })}
                    >
                      {EXISTING_USER_TEXTS.linkExisting}
                    </Button>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <Button type="submit" disabled={assign.isPending || !isAdminFormComplete(values)}>
              {assign.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              {T.assign}
            </Button>
            <Form.Text className="d-block mt-2">{T.assignHint}</Form.Text>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
