import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DayPicker } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { DATE_TIME_PICKER_TEXTS as T } from './messages';
import { combine, displayText, normalizeTimeInput, startOfDay, timeText } from './date-time';

export interface DateTimePanelProps {
  value: Date | null;
  /** Earliest instant that may be chosen: earlier days are disabled, an earlier time is refused. */
  min?: Date | null;
  /** Time offered when nothing is chosen yet ("HH:mm"). */
  defaultTime: string;
  onSelect: (value: Date | null) => void;
  idPrefix: string;
}

/** The dropdown's content: a Turkish month calendar (Monday first), a time input and three buttons. */
export function DateTimePanel({ value, min, defaultTime, onSelect, idPrefix }: DateTimePanelProps) {
  const [day, setDay] = useState<Date | undefined>(value ?? undefined);
  const [month, setMonth] = useState<Date>(value ?? min ?? new Date());
  const [time, setTime] = useState(value ? timeText(value) : defaultTime);
  const [error, setError] = useState<string | null>(null);

  const pickToday = () => {
    const today = startOfDay(new Date());
    setDay(today);
    setMonth(today);
    setError(null);
  };

  const confirm = () => {
    if (!day) return setError(T.pickDay);
    const chosen = combine(day, time);
    if (!chosen) return setError(T.invalidTime);
    if (min && chosen.getTime() < min.getTime()) return setError(T.beforeMin(displayText(min)));
    onSelect(chosen);
  };

  return (
    <div className="date-time-panel">
      <DayPicker
        mode="single"
        locale={tr}
        weekStartsOn={1}
        selected={day}
        onSelect={(next) => {
          setDay(next);
          setError(null);
        }}
        month={month}
        onMonthChange={setMonth}
        disabled={min ? { before: startOfDay(min) } : undefined}
        showOutsideDays
      />
      <Form.Group controlId={`${idPrefix}-time`} className="d-flex align-items-center gap-2 px-2">
        <Form.Label className="mb-0">{T.time}</Form.Label>
        {/* Text rather than type="time": the browser's own control may show AM/PM, SPEC wants HH:mm. */}
        <Form.Control
          size="sm"
          inputMode="numeric"
          autoComplete="off"
          placeholder={T.timePlaceholder}
          maxLength={5}
          value={time}
          onChange={(e) => {
            setTime(normalizeTimeInput(e.target.value));
            setError(null);
          }}
          style={{ maxWidth: '6rem' }}
        />
      </Form.Group>
      {error ? (
        <div className="text-danger small px-2 pt-2" role="alert">
          {error}
        </div>
      ) : null}
      <div className="d-flex justify-content-between gap-2 p-2">
        <Button size="sm" variant="outline-secondary" onClick={() => onSelect(null)}>
          {T.clear}
        </Button>
        <Button size="sm" variant="outline-primary" onClick={pickToday}>
          {T.today}
        </Button>
        <Button size="sm" variant="primary" onClick={confirm}>
          {T.select}
        </Button>
      </div>
    </div>
  );
}
