import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { DATE_TIME_PICKER_TEXTS as T } from './messages';
import { displayText } from './date-time';
import { DateTimePanel } from './date-time-panel';
import './date-time-picker.css';

export interface DateTimePickerProps {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Earliest selectable instant (SPEC §2: "minimum date enforced"). */
  min?: Date | null;
  /** Time offered before anything is chosen, "HH:mm" (SPEC §9: 00:00 for a start, 23:59 for an end). */
  defaultTime?: string;
  /** id of the visible input, so a <Form.Label htmlFor> can name it. */
  id?: string;
  isInvalid?: boolean;
  disabled?: boolean;
}

/**
 * An input showing DD.MM.YYYY HH:mm that opens a dropdown with the calendar and time. The input
 * itself is read-only: the dropdown is the one way in, so every value passes its checks.
 */
export function DateTimePicker({
  value,
  onChange,
  min,
  defaultTime = '00:00',
  id,
  isInvalid,
  disabled,
}: DateTimePickerProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const panelId = `${inputId}-panel`;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);

  // Low in a dialog on a phone the dropdown would open below the fold: bring it into view.
  useEffect(() => {
    if (open) dropdown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the dropdown only, not a dialog the picker sits in: the capture phase runs
    // before the dialog's own listener.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div className="date-time-picker position-relative" ref={root}>
      <InputGroup>
        <Form.Control
          id={inputId}
          readOnly
          value={displayText(value)}
          placeholder={T.placeholder}
          isInvalid={isInvalid}
          disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className="bg-body"
        />
        <Button
          variant="outline-secondary"
          onClick={() => setOpen((was) => !was)}
          disabled={disabled}
          aria-label={T.open}
          aria-expanded={open}
        >
          <i className="bi bi-calendar3" aria-hidden="true" />
        </Button>
      </InputGroup>
      {open ? (
        <div ref={dropdown} id={panelId} role="dialog" aria-label={T.dialog} className="date-time-dropdown card shadow">
          <DateTimePanel
            idPrefix={inputId}
            value={value}
            min={min}
            defaultTime={defaultTime}
            onSelect={(next) => {
              onChange(next);
              setOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
