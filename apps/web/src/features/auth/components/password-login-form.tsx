import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGES } from '../../../lib/messages';

/** Administrators sign in with e-mail or phone and a password (PRODUCT.md §3). */
export function PasswordLoginForm({ onSubmit }: { onSubmit: (identifier: string, password: string) => Promise<void> }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ready = identifier.trim().length > 0 && password.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onSubmit(identifier.trim(), password);
    } catch {
      // Shown as a toast by the API client; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-3" controlId={`${id}-identifier`}>
        <Form.Label>{MESSAGES.auth.identifierLabel}</Form.Label>
        <Form.Control
          type="text"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          required
          data-testid="login-identifier"
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-password`}>
        <Form.Label>{MESSAGES.auth.passwordLabel}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          data-testid="login-password"
        />
      </Form.Group>
      <Button type="submit" className="w-100" disabled={!ready || busy} data-testid="login-password-submit">
        {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {busy ? MESSAGES.auth.signingIn : MESSAGES.auth.loginButton}
      </Button>
    </Form>
  );
}
