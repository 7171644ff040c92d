/**
 * The 'İşletme Projesi' screen's texts (PRODUCT.md §13), downloaded with this screen only; the
 * shell's texts come from lib/messages-common.ts.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    budgets: 'İşletme Projesi',
  },
} as const;

export const BUDGET_SCREEN_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  budgetsLoadFailed: 'İşletme projeleri yüklenirken hata oluştu.',
  noBudgets: 'Bu sitenin henüz bir işletme projesi yok.',
  newBudget: 'Yeni işletme projesi',
  periodStart: 'Dönem başlangıcı',
  fromActuals: 'Geçen yılın giderlerinden doldur',
  fromActualsHint: (from: string, to: string) => `${from} – ${to} arasındaki giderler kategori kategori önerildi.`,
  noActuals: 'Son on iki ayda gider yok; kalemleri elle ekleyin.',
  createDraft: 'Taslak oluştur',
  draftCreated: 'Taslak oluşturuldu.',
  period: 'Dönem',
  status: 'Durum',
  total: 'Toplam',
  monthlyTotal: 'Aylık toplam',
  lines: 'Kalemler',
  category: 'Gider kategorisi',
  chooseCategory: 'Kategori seçin',
  yearlyAmount: 'Yıllık tutar (₺)',
  split: 'Dağıtım',
  addLine: 'Kalem ekle',
  removeLine: 'Kalemi kaldır',
  noLines: 'Kalem yok.',
  saveLines: 'Kalemleri kaydet',
  saved: 'Kaydedildi.',
  categoriesLoadFailed: 'Gider kategorileri yüklenemedi.',
  servedAt: 'Tebliğ tarihi',
  serve: 'Tebliğ et',
  served: 'İşletme projesi tebliğ edildi.',
  serveHint: 'Tebliğden sonra kalemler değiştirilemez. Kat malikleri 7 gün içinde itiraz edebilir (KMK md. 37).',
  objectionEndsAt: 'İtiraz süresinin sonu',
  objectionOpen: 'İtiraz süresi devam ediyor.',
  revaluation: 'Yeniden değerleme',
  revaluationCompared: (total: string, percent: string) => `Geçen yıl: ${total}; artış %${percent}`,
  noComparison: 'Karşılaştırılacak geçen yıl tutarı yok.',
  decisionNo: 'Karar numarası',
  decidedAt: 'Karar tarihi',
  approve: 'Onayla',
  approved: 'İşletme projesi onaylandı.',
  approveHint: 'Onaylanınca dönemin aylık aidatları bu projeye göre tahakkuk eder; tahakkuk etmiş aylar değişmez.',
  /** KMK 37's two ways to a final budget (PRODUCT.md §13). */
  windowStillOpen: (lastDay: string) =>
    `İtiraz süresi ${lastDay} gününe kadar devam ediyor. Kurul kararıyla şimdi onaylayabilirsiniz; karar yoksa süre bitince proje itirazsız kesinleştirilebilir.`,
  windowOver: (lastDay: string) =>
    `İtiraz süresi ${lastDay} günü bitti. İtiraz olmadıysa proje kurul kararı olmadan kesinleşir.`,
  finalWithoutObjection: 'İtiraz olmadı: kesinleştir',
  finalWithoutObjectionDone: (day: string) => `İtiraz edilmediği için kesinleşti • ${day}`,
  decision: (no: string, date: string) => `Karar ${no} • ${date}`,
  appliesFrom: 'Aidat belirlediği ilk ay',
  approvalTitle: 'Belirlenen aylık aidatlar',
  chargedNow: (count: number) => `Bu ayın aidatı ${count} daireye hemen tahakkuk ettirildi.`,
  unit: 'Daire',
  yearlyShare: 'Yıllık pay',
  pdf: 'PDF olarak aç',
  actuals: 'Bütçe ve gerçekleşen',
  actualsLoadFailed: 'Bütçe ve gerçekleşen yüklenemedi.',
  show: 'Aç',
  hide: 'Kapat',
} as const;
