import Form from 'react-bootstrap/Form';
import { NOTIFICATION_SCREEN_TEXTS as T } from '../messages';

/** "12/200" under a field; red once the text is longer than allowed. */
export function TextCounter({ length, max, id }: { length: number; max: number; id: string }) {
  return (
    <Form.Text
      id={id}
      className={`d-block text-end ${length > max ? 'text-danger fw-semibold' : ''}`}
      aria-live="polite"
    >
      {T.counter(length, max)}
    </Form.Text>
  );
}
