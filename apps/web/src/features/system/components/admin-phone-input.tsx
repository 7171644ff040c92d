import { useIMask } from 'react-imask';
import Form from 'react-bootstrap/Form';
import { SYSTEM_SCREEN_TEXTS as T } from '../messages';

/** The login screen's +90 mask; in imask "0" is any digit, so the literal 0 of +90 is escaped. */
const MASK_OPTIONS = { mask: '+{9\\0} (500) 000 00 00', lazy: true };

/** Optional mobile phone of a new administrator; reports the masked text ('' when empty). */
export function AdminPhoneInput({ id, onChange }: { id: string; onChange: (masked: string) => void }) {
  const { ref } = useIMask<HTMLInputElement>(MASK_OPTIONS, { onAccept: (value) => onChange(value) });
  return (
    <Form.Control
      ref={ref}
      id={id}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder={T.phonePlaceholder}
      data-testid="admin-phone"
    />
  );
}
