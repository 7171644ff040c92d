export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
