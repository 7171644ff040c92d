/**
 * The managers' 'Devir-Teslim' screen's texts (the yearly change of manager, PRODUCT.md §19),
 * downloaded with this screen only; the shell's texts come from lib/messages-common.ts, the
 * server's (the 409 for a registered user, the tutanak's column names) from @aidat/shared, and the
 * handover records' from components/handovers/messages.ts.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    handover: 'Devir-Teslim',
  },
} as const;

export const HANDOVER_SCREEN_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  intro:
    'Kat malikleri kurulunun seçtiği yeni yöneticiye siteyi devredin (KMK 34): kurul kararı, kasa sayımı ve tutanakla. Devirden sonra siteyi yeni yönetici yönetir.',
  // The wizard
  wizardLabel: 'Devir-teslim adımları',
  stepManager: 'Yeni yönetici',
  stepDecision: 'Kurul kararı',
  stepCash: 'Kasa sayımı',
  stepConfirm: 'Not ve onay',
  next: 'İleri',
  back: 'Geri',
  required: 'Bu alan zorunludur.',
  // (a) the new manager
  managerHint:
    'Yeni yönetici için bir hesap açılır. Bu e-posta veya telefon kayıtlı bir kullanıcıya aitse size sorulur; onaylarsanız o kullanıcı yönetici yapılır.',
  fullName: 'Ad soyad',
  email: 'E-posta',
  phone: 'Cep telefonu (isteğe bağlı)',
  phonePlaceholder: '+90 (5xx) xxx xx xx',
  password: 'Şifre',
  passwordHint: 'En az 8 karakter; en az bir harf ve bir rakam.',
  // (b) the decision
  decisionLegend: 'Yeni yöneticiyi seçen kurul kararı',
  decisionFromMeeting: 'Genel kurulda alınan bir karar',
  decisionTyped: 'Karar defterindeki numarası ve tarihi',
  decisionsLoading: 'Kurul kararları yükleniyor…',
  decisionsLoadFailed: 'Kurul kararları yüklenemedi; kararın numarasını ve tarihini yazabilirsiniz.',
  noDecisions:
    'Bu sitenin yapılmış bir genel kurulunda sayı ve arsa payı çoğunluğuyla kabul edilmiş bir karar yok; kararın numarasını ve tarihini yazın.',
  decisionPick: 'Karar',
  decisionChoose: 'Karar seçin',
  decisionOption: (meeting: string, motion: string, day: string) => `${meeting}: ${motion} (${day})`,
  decisionHint: 'Yalnızca yapılmış toplantılarda sayı ve arsa payı çoğunluğuyla (KMK 34) kabul edilen kararlar.',
  decisionNo: 'Karar numarası',
  decidedAt: 'Karar tarihi',
  // (c) the cash count
  cashHint:
    'Her kasadaki parayı sayıp yazın. Fark, sayılan tutardan defter bakiyesi çıkarılarak bulunur ve tutanağa geçer.',
  accountsLoadFailed: 'Hesaplar yüklenirken hata oluştu.',
  noAccounts: 'Sitenin hesabı yok.',
  kasaTableLabel: 'Kasa sayımı',
  otherTableLabel: 'Banka ve POS hesapları',
  counted: (account: string) => `${account}: sayılan tutar (₺)`,
  kind: 'Tür',
  amountUnreadable: 'Tutarı rakamla yazın (örn. 1.250,50).',
  totalDifference: 'Toplam fark',
  // (d) note and confirmation
  note: 'Not (isteğe bağlı)',
  notePlaceholder: 'Örn. Anahtarlar ve sözleşme dosyası teslim edildi.',
  confirmTitle: 'Ne olacak?',
  confirmPasses: (site: string, person: string) => `${site}, ${person} adlı yeni yöneticiye devredilecek.`,
  confirmLinked: (site: string, person: string) =>
    `${site}, bu e-posta veya telefonla kayıtlı kullanıcıya (${person} adıyla yazdığınız kişi) devredilecek; onun şifresi ve bilgileri değişmez.`,
  confirmLoses:
    'Siz dahil bu sitenin bütün yöneticileri siteye erişimini hemen kaybeder. Başka siteleriniz ve daireleriniz olduğu gibi kalır.',
  confirmDecision: (text: string) => `Kurul kararı: ${text}`,
  confirmDecisionTyped: (no: string, day: string) => `${no} sayılı, ${day} tarihli karar`,
  confirmCash: (count: number) => `Kasa sayımı: ${count} kasa`,
  confirmNoKasa: 'Kasa sayımı: sitenin kasa hesabı yok.',
  confirmTutanak: 'Devir-teslim tutanağı ve sitenin arşivi hazırlanır; tutanak sizde de kalır.',
  submit: 'Siteyi Devret',
  // The result
  doneTitle: 'Devir-teslim tamamlandı',
  doneText: (site: string, person: string) => `${site} artık ${person} tarafından yönetiliyor.`,
  doneLost: 'Bu siteyi artık yönetmiyorsunuz; tutanağı buradan veya daha sonra kayıtlı bağlantısından açabilirsiniz.',
  doneTutanak: 'Devir-teslim tutanağı (PDF)',
  doneTutanakHint: 'Tutanak, sitenin arşivi hazırlanınca açılır; bu birkaç saniye sürebilir.',
  doneContinue: 'Tamam',
  doneHome: 'Ana sayfaya dön',
  // The site's records
  historyTitle: 'Bu sitenin devir-teslim kayıtları',
} as const;
