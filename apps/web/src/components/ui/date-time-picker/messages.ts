// Texts that SPEC.md gives are copied from it word for word; keep them that way when editing.
/** Texts of the date-time picker (components/ui/date-time-picker). */
export const DATE_TIME_PICKER_TEXTS = {
  clear: 'Temizle',
  today: 'Bugün',
  select: 'Seç',
  time: 'Saat',
  timePlaceholder: 'SS:dd',
  open: 'Takvimi aç',
  dialog: 'Tarih ve saat seçin',
  placeholder: 'GG.AA.YYYY SS:dd',
  pickDay: 'Lütfen bir gün seçin.',
  invalidTime: 'Lütfen geçerli bir saat girin (SS:dd).',
  beforeMin: (min: string) => `En erken ${min} seçilebilir.`,
} as const;
