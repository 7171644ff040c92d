import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { PhoneInput } from '../../../components/ui/phone-input';

/** The owners and tenant forms' fields: a label, the control and the server's message under it. */

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'date';
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}

export function TextField({ id, label, value, onChange, error, type = 'text', inputMode, maxLength }: TextFieldProps) {
  const invalid = error !== undefined;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        inputMode={inputMode}
        maxLength={maxLength}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export interface PhoneFieldProps {
  id: string;
  label: string;
  placeholder: string;
  onChange: (masked: string) => void;
  /** A number on record (E.164), shown masked when the field appears. */
  initial?: string | null;
  error?: string;
}

/**
 * The masked phone field (components/ui/phone-input.tsx) with the server's message under it.
 * PhoneInput is the login page's too, where every byte counts against the resident budget, so the
 * invalid state is set on its input from here rather than by a prop of its own.
 */
export function PhoneField({ id, label, placeholder, onChange, initial, error }: PhoneFieldProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const invalid = error !== undefined;
  useEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (!input) return;
    input.classList.toggle('is-invalid', invalid);
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }, [invalid]);
  return (
    <Form.Group>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div ref={wrapper}>
        <PhoneInput
          id={id}
          initial={initial}
          onChange={onChange}
          placeholder={placeholder}
          autoComplete="off"
          describedBy={invalid ? `${id}-error` : undefined}
        />
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      </div>
    </Form.Group>
  );
}
