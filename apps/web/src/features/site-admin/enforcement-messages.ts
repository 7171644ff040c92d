/**
 * Texts of a unit's 'İcra Takibi' on the panel (PRODUCT.md §21): its current state, the forms that
 * start and end it, its history and the lawyer's file. The server's own sentences come from
 * @aidat/shared's ENFORCEMENT_TEXTS.
 */
import { ENFORCEMENT_TEXTS } from '@aidat/shared';

export const ENFORCEMENT_SCREEN_TEXTS = {
  title: 'İcra Takibi',
  loadFailed: 'İcra takibi bilgileri yüklenirken hata oluştu.',
  activeSince: (day: string) => `${day} tarihinden beri icra takibinde`,
  notActive: ENFORCEMENT_TEXTS.notActive,
  office: 'İcra dairesi',
  fileNo: 'Dosya no',
  none: '—',
  // Başlatma
  start: 'İcra Takibi Başlat',
  startedAt: 'Başlangıç günü',
  officeInput: 'İcra dairesi (isteğe bağlı)',
  fileNoInput: 'Dosya numarası (isteğe bağlı)',
  noteInput: 'Not (isteğe bağlı)',
  startHint: 'Başlangıç gününden itibaren daireye gecikme tazminatı işlemez; daha önce yazılmış tazminatlar değişmez.',
  startSubmit: 'Başlat',
  started: ENFORCEMENT_TEXTS.started,
  // Sonlandırma
  end: 'İcra Takibini Sonlandır',
  endedAt: 'Bitiş günü',
  reason: 'Sonlandırma gerekçesi',
  endHint: 'Bitiş gününden sonraki günler için gecikme tazminatı yeniden işler.',
  endSubmit: 'Sonlandır',
  ended: ENFORCEMENT_TEXTS.ended,
  cancel: 'Vazgeç',
  close: 'Kapat',
  // Geçmiş
  history: 'Geçmiş',
  noHistory: 'Bu dairenin icra takibi kaydı yok.',
  historyLabel: 'İcra takibi geçmişi',
  colStarted: 'Başlangıç',
  colEnded: 'Bitiş',
  colOffice: 'İcra dairesi',
  colFileNo: 'Dosya no',
  colNote: 'Not',
  colReason: 'Sonlandırma gerekçesi',
  ongoing: 'Devam ediyor',
  // İcra dosyası
  fileTitle: 'İcra dosyası',
  asOf: 'Hesap günü',
  download: 'İcra dosyasını indir',
  fileHint:
    'Avukat için tek PDF: kapak, ödenmemiş borçlar ve seçilen güne kadarki gecikme tazminatları, işletme projeleri ve kurul kararları.',
  // Daireler tablosu
  badge: 'İcra',
} as const;
