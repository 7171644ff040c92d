/** Texts of the işletme projesi (the yearly budget, PRODUCT.md §13, KMK art. 37). */
import { monthLabel } from './dues-rule.js';

/** "2026-01" → "Ocak 2026 – Aralık 2026". */
export function budgetPeriodLabel(periodStart: string, periodEnd: string): string {
  return `${monthLabel(periodStart)} – ${monthLabel(periodEnd)}`;
}

export const BUDGET_FIELD_LABELS = {
  periodStart: 'Dönem başlangıcı',
  lines: 'Kalemler',
  categoryId: 'Gider kategorisi',
  yearlyAmount: 'Yıllık tutar',
  split: 'Dağıtım',
  servedAt: 'Tebliğ tarihi',
  decisionNo: 'Karar numarası',
  decidedAt: 'Karar tarihi',
} as const;

export const BUDGET_STATUS_LABELS = {
  draft: 'Taslak',
  served: 'Tebliğ edildi',
  approved: 'Onaylandı',
} as const;

export const BUDGET_SPLIT_LABELS = {
  equal: 'Eşit',
  landShare: 'Arsa payına göre',
  area: 'Metrekareye göre',
} as const;

export const BUDGET_TEXTS = {
  created: 'İşletme projesi taslağı oluşturuldu',
  updated: 'İşletme projesi kaydedildi',
  served: 'İşletme projesi tebliğ edildi',
  approved: 'İşletme projesi onaylandı',
  budgetNotFound: 'İşletme projesi bulunamadı.',
  noApprovedBudget: 'Sitenizin onaylanmış bir işletme projesi yok.',
  periodStartInvalid: 'Dönem başlangıcı YYYY-AA biçiminde olmalıdır.',
  linesRequired: 'İşletme projesinde en az bir kalem olmalıdır.',
  linesTooMany: (max: number) => `İşletme projesinde en fazla ${max} kalem olabilir.`,
  categoryInvalid: 'Gider kategorisi geçerli bir kategori olmalıdır.',
  categoryTwice: 'Bir gider kategorisi işletme projesinde bir kez yer alabilir.',
  categoryNotOfSite: 'Gider kategorisi bu siteye ait değil.',
  splitInvalid: 'Dağıtım eşit, arsa payına göre ya da metrekareye göre olmalıdır.',
  dateInvalid: (label: string) => `${label} geçerli bir tarih olmalıdır (YYYY-AA-GG).`,
  dateFuture: (label: string) => `${label} ileri bir tarih olamaz.`,
  decisionNoInvalid: 'Karar numarası 1 ile 50 karakter arasında olmalıdır.',
  decidedBeforeServed: 'Karar tarihi tebliğ tarihinden önce olamaz.',
  /** KMK 37's second way: no objection within 7 days; only both decision fields or neither. */
  decisionIncomplete:
    'Karar numarası ve karar tarihi birlikte girilmelidir; kurul kararı yoksa ikisini de boş bırakın (itiraz süresi geçtiyse proje kararsız kesinleşir).',
  objectionWindowOpen: (lastDay: string, firstFinal: string) =>
    `İtiraz süresi ${lastDay} gününe kadar sürüyor: kurul kararı olmadan proje ancak ${firstFinal} ve sonrasında kesinleşir.`,
  approvedWithoutObjection: 'İşletme projesi itiraz süresi içinde itiraz edilmediği için kesinleşti',
  notDraft: 'Yalnızca taslak işletme projesi değiştirilebilir ve tebliğ edilebilir.',
  notServed: 'Yalnızca tebliğ edilmiş işletme projesi onaylanabilir.',
  approvedExists: (period: string) => `Bu sitenin ${period} dönemi için onaylanmış bir işletme projesi zaten var.`,
  overlapsApproved: (period: string) =>
    `Bu dönem, sitenin onaylanmış ${period} işletme projesiyle çakışıyor; bir ay için tek bir proje aidat belirler.`,
  periodCharged: (last: string) =>
    `Dönemin bütün ayları tahakkuk ettirildi (son ay: ${monthLabel(last)}); bu proje hiçbir ayın aidatını belirleyemez.`,
  appliesFrom: (month: string) => `Aylık aidatlar ${monthLabel(month)} ayından itibaren bu projeye göre tahakkuk eder.`,
  revaluationWarning: (increase: string, rate: string) =>
    `Toplam, geçen yılınkinden %${increase} fazla; yeniden değerleme oranını (%${rate}) aşıyor.`,
} as const;

/** Texts of the işletme projesi as a PDF to hand to the owners. */
export const BUDGET_PDF_TEXTS = {
  title: 'İşletme Projesi',
  fileName: (siteId: number, periodStart: string) => `isletme-projesi-${siteId}-${periodStart}.pdf`,
  period: 'Dönem',
  status: 'Durum',
  servedAt: 'Tebliğ tarihi',
  objectionUntil: 'İtiraz süresinin sonu',
  objectionNote:
    'Kat Mülkiyeti Kanunu madde 37 uyarınca kat malikleri bu projeye tebliğinden itibaren 7 gün içinde itiraz edebilir; itiraz edilmeyen proje kesinleşir.',
  decision: (no: string, date: string) => `Kat malikleri kurulu kararı: ${no} (${date})`,
  finalWithoutObjection: (date: string) => `Tebliğden sonra 7 gün içinde itiraz edilmediği için kesinleşti (${date}).`,
  appliesFrom: (month: string) => `Aidatlar ${monthLabel(month)} ayından itibaren bu projeye göre tahakkuk eder.`,
  lines: 'Gider kalemleri',
  lineColumns: { category: 'Kategori', split: 'Dağıtım', yearly: 'Yıllık', monthly: 'Aylık' },
  total: 'Toplam',
  units: 'Dairelerin payları',
  unitColumns: { unit: 'Daire', yearly: 'Yıllık pay', monthly: 'Aylık aidat' },
  monthlyRange: (low: string, high: string) => (low === high ? low : `${low} / ${high}`),
  monthlyNote: 'Aylık aidat yıllık payın on ikiye bölünmesidir; artan kuruşlar dönemin ilk aylarına eklenir.',
  noUnits: 'Sitede daire yok.',
  revaluation: 'Yeniden değerleme uyarısı',
} as const;
