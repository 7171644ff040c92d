import Form from 'react-bootstrap/Form';

/** The icra's note, the one field of several lines, with the server's message under it. */
export function EnforcementNoteField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
}) {
  const invalid = error !== undefined;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
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
