import { dayjs } from '../../lib/dayjs';
import { type DateFormat, type DateInput, formatDate } from '../../lib/format';

export interface DateTextProps {
  value: DateInput;
  format?: DateFormat;
  className?: string;
}

/** A date in local time inside <time>, so the machine-readable instant stays available. */
export function DateText({ value, format = 'dateTime', className }: DateTextProps) {
  const text = formatDate(value, format);
  let iso: string | undefined;
  try {
    const parsed = typeof value === 'string' ? dayjs.utc(value) : value == null ? null : dayjs(value);
    iso = parsed?.isValid() ? parsed.toISOString() : undefined;
  } catch {
    iso = undefined;
  }
  return iso ? (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  ) : (
    <span className={className}>{text}</span>
  );
}
