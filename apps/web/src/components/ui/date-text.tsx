import { type DateFormat, type DateInput, formatDate, parseServerDate } from '../../lib/format';

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
    const parsed = value == null || value === '' ? null : parseServerDate(value);
    iso = parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : undefined;
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
