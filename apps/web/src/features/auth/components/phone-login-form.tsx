import { PHONE_MASKED_MIN_LENGTH } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MESSAGES } from '../../../lib/messages';
import { PhoneInput } from './phone-input';

/** SPEC §5: 'Giriş' is enabled only when the masked text has at least 19 characters. */
export function PhoneLoginForm({ onSubmit }: { onSubmit: (maskedPhone: string) => void }) {
  const [phone, setPhone] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const ready = phone.length >= PHONE_MASKED_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(phone);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-3" controlId={id}>
        <Form.Label>{MESSAGES.auth.phoneLabel}</Form.Label>
        <PhoneInput onChange={setPhone} describedBy={hintId} />
        <Form.Text id={hintId}>{MESSAGES.auth.phoneHint}</Form.Text>
      </Form.Group>
      <Button type="submit" className="w-100" disabled={!ready} data-testid="login-submit">
        {MESSAGES.auth.loginButton}
      </Button>
    </Form>
  );
}
