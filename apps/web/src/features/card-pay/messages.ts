/**
 * 'Kartla Öde' and a card payment's result page (PRODUCT.md §20), the resident's words, downloaded
 * with these pages only; the server's refusals come in its envelope, in @aidat/shared's words.
 */
export const CARD_PAY_TEXTS = {
  title: 'Kartla Öde',
  intro:
    'Ödemek istediğiniz borçları seçin. Her türde en eski borçtan başlanır; gecikme tazminatı borcuyla birlikte ödenir. Karttan ek ücret alınmaz.',
  loadFailed: 'Borçlar yüklenemedi.',
  nothingOwed: 'Bu dairenin ödenecek borcu yok.',
  selectAll: 'Tümünü seç',
  clear: 'Seçimi temizle',
  itemsLabel: 'Ödenecek borçlar',
  lateFee: 'Gecikme tazminatı',
  accrued: 'bugüne kadar işleyen',
  selected: (n: number) => `${n} borç seçildi`,
  start: 'Ödeme sayfasını hazırla',
  amount: 'Ödenecek tutar',
  goToPayment: 'Ödeme sayfasına git',
  expiresAt: 'Son geçerlilik',
  back: 'Daireye dön',
  // Result
  resultTitle: 'Kartla Ödeme',
  resultLoadFailed: 'Ödeme bilgisi yüklenemedi.',
  notFound: 'Ödeme bulunamadı.',
  order: 'Sipariş No',
  status: {
    pending: 'Ödeme bekleniyor',
    succeeded: 'Ödeme alındı',
    failed: 'Ödeme gerçekleşmedi',
    expired: 'Ödemenin süresi doldu',
  },
  pendingHint: 'Ödeme sağlayıcısının bildirimi bekleniyor; bu sayfa kendiliğinden yenilenir.',
  receipts: 'Makbuzlar',
  receipt: (no: string) => `Makbuz ${no}`,
  home: 'Ana sayfaya dön',
} as const;
