import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Configured once: the server speaks UTC, the screen shows the browser's local time in Turkish.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('tr');

export { dayjs };
