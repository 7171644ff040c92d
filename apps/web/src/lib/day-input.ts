import { dayjs } from './dayjs';

/** Today as a date input's value (YYYY-MM-DD) in the browser's calendar, the books' default day. */
export function todayInput(): string {
  return dayjs().format('YYYY-MM-DD');
}
