/** Turkish texts of card payment online (PRODUCT.md §20). */
export const CARD_PAYMENT_TEXTS = {
  /** The money account card payments go into (kind pos, PRODUCT.md §10). */
  posAccountName: 'Sanal POS',
  /** The expense category of the provider's commission, created for a site when first needed. */
  commissionCategory: 'Banka Masrafları',
  paymentDescription: (orderId: string) => `Kredi kartı ile ödeme (${orderId})`,
  commissionDescription: (orderId: string) => `Kredi kartı komisyonu (${orderId})`,
  settingsSaved: 'Kartla ödeme ayarları kaydedildi.',
  checkoutCreated: 'Ödeme sayfası hazırlandı.',
  off: 'Bu sitede kartla ödeme açık değil.',
  noProvider: 'Kartla ödeme için bir ödeme sağlayıcısı tanımlanmamış.',
  notFound: 'Kart ödemesi bulunamadı.',
  chargeNotFound: 'Seçilen borç bulunamadı.',
  chargeDuplicate: 'Aynı borç birden fazla seçilmiş.',
  chargePaid: 'Seçilen borç zaten ödenmiş.',
  nothingToPay: 'Seçilen borçların ödenecek tutarı yok.',
  notOldestFirst: (description: string) =>
    `Borçlar her türde en eskiden başlayarak seçilmelidir; önce '${description}' seçilmelidir.`,
  amountMismatch: 'Ödenen tutar ödeme tutarından farklı; ödeme işlenmedi ve yöneticiye bildirildi.',
  signatureInvalid: 'Ödeme bildiriminin imzası doğrulanamadı.',
  callbackMalformed: 'Ödeme bildirimi okunamadı.',
  providerNotInUse: 'Bu ödeme sağlayıcısı kullanılmıyor.',
  providerUnavailable: 'Ödeme sağlayıcısına şu an ulaşılamıyor; lütfen biraz sonra tekrar deneyin.',
  /** What a provider's basket calls the dues and the late fees of a checkout. */
  basketDues: 'Aidat',
  basketLateFees: 'Gecikme tazminatı',
  basketOther: 'Site borcu',
  /** The fake provider's hosted page (/fake-pay/{orderId}). */
  fakePage: {
    title: 'Test Ödeme Sayfası',
    notice: 'Bu sayfa gerçek bir ödeme almaz; kartla ödemeyi geliştirme ortamında denemek içindir.',
    order: 'Sipariş No',
    amount: 'Tutar',
    pay: 'Öde',
    decline: 'Reddet',
    paid: 'Ödeme alındı.',
    declined: 'Ödeme reddedildi.',
    closed: 'Bu ödeme artık beklemede değil.',
    back: 'Aidat’a dön',
  },
} as const;

/** Field names of the card payment calls, for the validation messages. */
export const CARD_PAYMENT_FIELD_LABELS = {
  chargeIds: 'Seçilen borçlar',
  enabled: 'Kartla ödeme',
  commissionRatePercent: 'Komisyon oranı (%)',
} as const;
