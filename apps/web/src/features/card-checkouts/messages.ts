/**
 * The managers' 'Kartla Ödemeler' screen (PRODUCT.md §20), downloaded with it only; the shell's
 * texts come from lib/messages-common.ts.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    cardCheckouts: 'Kartla Ödemeler',
  },
} as const;

export const CARD_CHECKOUTS_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  // Settings
  settings: 'Kartla ödeme ayarları',
  settingsLoadFailed: 'Ayarlar yüklenemedi.',
  enabled: 'Sakinler borçlarını kartla ödeyebilsin',
  provider: 'Ödeme sağlayıcısı',
  noProvider: 'Sunucuda tanımlı değil',
  providers: { fake: 'Test (gerçek ödeme almaz)', iyzico: 'iyzico', paytr: 'PayTR' } as Record<string, string>,
  rate: 'Komisyon oranı (%)',
  rateHint: 'Sağlayıcı komisyonu bildirmezse bu oran uygulanır; komisyon Banka Masrafları gideri olarak yazılır.',
  posAccount: 'Ödemeler Sanal POS hesabına girer; sağlayıcının bankaya aktarımını virman olarak kaydedin.',
  save: 'Kaydet',
  saved: 'Kartla ödeme ayarları kaydedildi.',
  // List
  listLoadFailed: 'Kartla ödemeler yüklenemedi.',
  none: 'Henüz kartla ödeme yok.',
  status: 'Durum',
  allStatuses: 'Tüm durumlar',
  statuses: {
    pending: 'Bekliyor',
    succeeded: 'Ödendi',
    failed: 'Başarısız',
    expired: 'Süresi doldu',
  },
  tableLabel: 'Kartla ödemeler',
  colDate: 'Tarih',
  colUnit: 'Daire',
  colPayer: 'Ödeyen',
  colOrder: 'Sipariş No',
  colAmount: 'Tutar',
  colCommission: 'Komisyon',
  colStatus: 'Durum',
  colReceipts: 'Makbuz',
  flagged: 'Tutar farklı',
  flaggedHint: (paid: string) => `Sağlayıcının bildirdiği tutar: ${paid}. Ödeme işlenmedi; sağlayıcıyla kontrol edin.`,
  pagination: 'Sayfalar',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
} as const;
