/**
 * The site admin panel's texts ('Yönetim Paneli', SPEC §2). Downloaded with this feature's screens
 * only; the shell's texts come from lib/messages-common.ts. Texts that SPEC.md gives are copied
 * from it word for word; keep them that way when editing. The others are ours.
 */
import type { TransactionType } from '@aidat/shared';
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    admin: 'Yönetim Paneli',
  },
  siteAdmin: {
    newUnit: 'Yeni Daire Ekle',
    monthlyDues: 'Site Aylık Aidat',
    units: 'Daireler',
    sendNotification: 'Bildirim Gönder',
    duesCreated: 'Aidat oluşturuldu',
    notificationSent: 'Bildirim gönderildi',
  },
} as const;

/** Texts of the site admin panel ('Yönetim Paneli') beyond MESSAGES.siteAdmin. */
export const SITE_ADMIN_SCREEN_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  block: 'Blok',
  doorNumber: 'Kapı No',
  squareMeters: 'm²',
  roomCount: 'Oda Sayısı',
  addUnit: 'Daire Ekle',
  unitCreated: 'Daire eklendi',
  currentDues: 'Güncel aylık aidat',
  monthlyAmount: 'Aylık aidat tutarı (₺)',
  saveDues: 'Aidatı Kaydet',
  duesCharged: (count: number) =>
    count > 0 ? `Bu ayın aidatı ${count} daireye yansıtıldı.` : 'Bu ayın aidatı tüm dairelerde zaten kayıtlı.',
  unitsLoadFailed: 'Daireler yüklenirken hata oluştu.',
  noUnits: 'Bu sitede kayıtlı daire bulunmuyor.',
  unitsTableLabel: 'Daireler',
  colResident: 'Sakin',
  colBalance: 'Bakiye',
  colActions: 'İşlemler',
  noResident: 'Sakin yok',
  actionsOf: (label: string) => `${label} işlemleri`,
  unitLabel: (block: string, doorNumber: string) => `Blok ${block} • Daire ${doorNumber}`,
  assignResident: 'Sakin Ata',
  changeResident: 'Sakini Değiştir',
  removeResident: 'Sakini Kaldır',
  recordPayment: 'Ödeme Kaydet',
  viewLedger: 'Hesap Hareketleri',
  fullName: 'Ad Soyad',
  phone: 'Cep telefonu',
  phonePlaceholder: '+90 (5xx) xxx xx xx',
  email: 'E-posta (isteğe bağlı)',
  residentHint: 'Bu telefonla kayıtlı bir kullanıcı varsa daireye o bağlanır; yoksa yeni bir sakin hesabı açılır.',
  residentAssigned: 'Sakin atandı',
  /** The phone was a registered user's: that user was linked as they are (PRODUCT.md §4). */
  residentLinkedExisting:
    'Sakin atandı. Bu telefon kayıtlı bir kullanıcıya ait; daireye o kullanıcı bağlandı, bilgileri değiştirilmedi.',
  residentRemoved: 'Sakin kaldırıldı',
  removeResidentTitle: 'Sakini Kaldır',
  removeResidentBody: (name: string, label: string) =>
    `${name}, ${label} dairesinden kaldırılacak. Kullanıcı hesabı silinmez.`,
  save: 'Kaydet',
  paymentKind: 'Ödeme türü',
  kindDues: 'Aidat',
  kindCharge: (title: string) => `Ek bütçe: ${title}`,
  amount: 'Tutar (₺)',
  date: 'Tarih',
  description: 'Açıklama (isteğe bağlı)',
  paymentRecorded: 'Ödeme kaydedildi',
  ledgerTitle: (label: string) => `${label} • Hesap Hareketleri`,
  ledgerLoadFailed: 'Hesap hareketleri yüklenirken hata oluştu.',
  ledgerEmpty: 'Bu dairede hesap hareketi bulunmuyor.',
  createdBy: (name: string | null) => `Kaydeden: ${name ?? 'Sistem'}`,
  typeLabels: {
    aidat_charge: 'Aidat borcu',
    aidat_payment: 'Aidat ödemesi',
    ekbutce_charge: 'Ek bütçe borcu',
    ekbutce_payment: 'Ek bütçe ödemesi',
  } satisfies Record<TransactionType, string>,
  reversedBadge: 'İptal edildi',
  reversalBadge: 'İptal kaydı',
  reverse: 'İptal Et',
  receipt: 'Makbuz',
  receiptOf: (receiptNo: string) => `${receiptNo} numaralı makbuzu yeni sekmede aç`,
  reverseOf: (description: string) => `${description} kaydını iptal et`,
  reason: 'İptal gerekçesi',
  confirmReverse: 'İptali Kaydet',
  reversed: 'Kayıt iptal edildi',
  chargesTitle: 'Ek Bütçe',
  chargeTitle: 'Başlık',
  amountPerUnit: 'Daire başı tutar (₺)',
  chargeDate: 'Tarih',
  createCharge: 'Ek Bütçe Oluştur',
  chargeCreated: (count: number) => `Ek bütçe oluşturuldu (${count} daire)`,
  chargesLoadFailed: 'Ek bütçeler yüklenirken hata oluştu.',
  noCharges: 'Bu sitede ek bütçe bulunmuyor.',
  chargesTableLabel: 'Ek bütçeler',
  perUnit: 'Daire başı',
  notificationTitle: 'Başlık',
  notificationMessage: 'Mesaj',
  send: 'Gönder',
  notificationHint: 'Bildirim sakinlere 30 gün boyunca gösterilir.',
} as const;
