const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Istanbul as a date input's value (YYYY-MM-DD): the day the books count it on. */
export function todayInput(now: Date = new Date()): string {
  return istanbulDay.format(now);
}

/** "12,5 MB" / "340 KB": an attachment's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
}
