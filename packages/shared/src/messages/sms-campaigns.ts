/**
 * Texts of the managers' SMS sending (PRODUCT.md §15): an announcement also by SMS and the debt
 * reminder. The reminder is informational only (İYS: a message about a debt for a service already
 * received needs no commercial consent), so it never carries anything promotional.
 */
export const SMS_CAMPAIGN_TEXTS = {
  kindInvalid: 'Gönderim türü duyuru (announcement) veya borç hatırlatması (debtReminder) olmalıdır.',
  notificationIdInvalid: 'Duyuru numarası geçerli bir tam sayı olmalıdır.',
  monthsMoreThanInvalid: 'Geciken ay sayısı (monthsOverdueMoreThan) 0 ile 119 arasında bir tam sayı olmalıdır.',
  nobodyToSend: 'Gönderilecek telefon numarası yok: seçilen dairelerde telefonu kayıtlı sakin bulunmuyor.',
  idempotencyKeyRequired: 'Idempotency-Key başlığı zorunludur: aynı gönderim iki kez yapılmasın.',
  campaignNotFound: 'SMS gönderimi bulunamadı.',
  started: (count: number) => `${count} SMS gönderimi başlatıldı.`,
  /** The announcement as sent: the site's name, then the title and the text. */
  announcement: (siteName: string, title: string, message: string) => `${siteName}: ${title} - ${message}`,
  /** The reminder for one unit, with its payment reference. */
  debtReminder: (siteName: string, unit: string, amount: string, months: number, reference: string) =>
    `${siteName}: ${unit} nolu dairenin ${amount} TL aidat borcu (${months} ay) bulunmaktadır. Ödeme açıklaması: ${reference}. Bilgilendirme mesajıdır.`,
  /** The reminder for a phone of several owing units: their labels and the total. */
  debtReminderUnits: (siteName: string, units: string, amount: string, months: number) =>
    `${siteName}: ${units} nolu dairelerinizin toplam ${amount} TL borcu (en çok ${months} ay) bulunmaktadır. Bilgilendirme mesajıdır.`,
  /** To a ticket's opener when its status changes (PRODUCT.md §17, TicketSmsOnStatus). */
  ticketStatus: (siteName: string, title: string, status: string) =>
    `${siteName}: "${title}" talebinizin durumu: ${status}. Ayrıntılar Aidat uygulamasında.`,
  /** A genel kurul's çağrı to an owner (PRODUCT.md §18): both sessions; the agenda is in the app. */
  meetingNotice: (
    siteName: string,
    kind: string,
    firstAt: string,
    firstPlace: string,
    secondAt: string,
    secondPlace: string,
  ) =>
    `${siteName}: Kat malikleri kurulu ${kind.toLocaleLowerCase('tr-TR')} toplantısı ${firstAt} ${firstPlace}. Yeter sayı olmazsa ${secondAt} ${secondPlace}. Gündem uygulamada.`,
  /** The second session's place when it is the first's. */
  samePlace: 'aynı yerde',
} as const;
