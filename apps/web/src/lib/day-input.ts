const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today as a date input's value (YYYY-MM-DD) in the browser's calendar, the books' default day.
 * Read from Date directly: dayjs here would be split out of the panel's chunk into one more file
 * every page's shell lists.
 */
export function todayInput(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
