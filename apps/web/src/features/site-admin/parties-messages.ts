/**
 * Texts of a unit's 'Malikler ve Kiracı' on the panel (PRODUCT.md §16): the current owners with
 * their shares, the current tenant, the former tenants, and the forms that correct the owners and
 * add a tenant. The server's own sentences come from @aidat/shared's PARTIES_TEXTS.
 */
import { PARTIES_TEXTS } from '@aidat/shared';

export const PARTIES_SCREEN_TEXTS = {
  title: 'Malikler ve Kiracı',
  /** The row's button, named for a screen reader: 'Blok A • Daire 5 malikleri ve kiracısı'. */
  partiesOf: (label: string) => `${label} malikleri ve kiracısı`,
  loadFailed: 'Malikler ve kiracı yüklenirken hata oluştu.',
  owners: 'Malikler',
  tenant: 'Kiracı',
  pastTenants: 'Eski kiracılar',
  noOwners: 'Malik girilmemiş.',
  noTenant: 'Kiracı yok.',
  noPastTenants: 'Eski kiracı yok.',
  colName: 'Ad Soyad',
  colPhone: 'Telefon',
  share: 'Pay',
  /** A share as the deed writes it: '1/2'. */
  shareOf: (numerator: number, denominator: number) => `${numerator}/${denominator}`,
  since: 'Başlangıç',
  until: 'Bitiş',
  monthlyRent: 'Aylık kira',
  correctOwners: 'Malikleri Düzelt',
  addTenant: 'Kiracı Ekle',
  fullName: 'Ad Soyad',
  phone: 'Cep telefonu',
  phonePlaceholder: '+90 (5xx) xxx xx xx',
  email: 'E-posta (isteğe bağlı)',
  shareNumerator: 'Pay',
  shareDenominator: 'Payda',
  monthlyRentInput: 'Aylık kira (₺, isteğe bağlı)',
  ownerN: (n: number) => `${n}. malik`,
  addOwner: 'Malik Ekle',
  removeOwner: (n: number) => `${n}. maliki kaldır`,
  /** The owners' shares summed as typed, live: 'Payların toplamı: 3/4'. */
  shareSum: (sum: string) => `Payların toplamı: ${sum}`,
  shareSumPending: 'Payların toplamı: her malikin pay ve paydası tam sayı girildiğinde hesaplanır.',
  correctOwnersHint:
    'Yazım hatası, eksik malik ya da yanlış pay içindir; düzeltilen malikler mevcut başlangıç gününü korur.',
  personHint: 'Bu telefonla kayıtlı bir kullanıcı varsa o bağlanır; yoksa yeni bir sakin hesabı açılır.',
  sharesMustAddUp: PARTIES_TEXTS.sharesMustAddUp,
  ownersSaved: PARTIES_TEXTS.ownersSaved,
  tenantAdded: PARTIES_TEXTS.tenantAdded,
  save: 'Kaydet',
  cancel: 'Vazgeç',
  close: 'Kapat',
  back: 'Geri',
  /** Beside the rent: what the current tenant owes today (KMK 22 caps it at the rent owed). */
  tenantOwed: 'Bugünkü borcu',
  // Kiracı çıkışı
  moveOut: 'Kiracı Çıkışı',
  moveOutDate: 'Çıkış günü (kiracılığın son günü)',
  moveOutHint: 'Kiracılık bu gün sona erer; kiracının bu kiracılıktaki borç ve ödemeleriyle son hesap özeti verilir.',
  moveOutConfirmTitle: 'Kiracı çıkışı yapılsın mı?',
  moveOutConfirmBody: (name: string, day: string) =>
    `${name} adlı kiracının kiracılığı ${day} günü sona erecek ve bu kiracılığın son hesap özeti verilecek. Ödenmemiş borçları dairenin hesabında kalır; kiracı bundan sonra yalnızca bu son hesap özetini görebilir.`,
  moveOutConfirm: 'Çıkışı Yap',
  movedOut: PARTIES_TEXTS.movedOut,
  // Satış
  sale: 'Satış',
  saleDate: 'Satış günü (yeni maliklerin ilk günü)',
  newOwners: 'Yeni malikler',
  saleHint:
    'Satış malik değişikliğidir: mevcut malikler satış gününden bir önceki günün sonunda çıkar, yeni malikler satış günü başlar.',
  saleConfirmTitle: 'Satış kaydedilsin mi?',
  saleConfirmBody: (previous: string, lastDay: string, next: string, day: string) =>
    `Mevcut malikler (${previous}) ${lastDay} günü sonunda maliklikten çıkar ve son hesap özetleri verilir. ${day} gününden önceki borçlar dairenin hesabında kalır ve önceki maliklere aittir; yeni maliklerin (${next}) hesabı ${day} günü başlar.`,
  saleConfirmNoOwners: (next: string, day: string) => `Yeni malikler (${next}) ${day} gününden itibaren kaydedilecek.`,
  saleConfirm: 'Satışı Kaydet',
  saleRecorded: PARTIES_TEXTS.saleRecorded,
  saleNoStatement: 'Satış kaydedildi. Önceden kayıtlı malik olmadığı için son hesap özeti verilmedi.',
  continue: 'Devam',
  // Borcu yoktur yazısı
  clearance: 'Borcu Yoktur Yazısı',
  clearanceDownloaded: 'Borcu yoktur yazısı indirildi.',
  // Son hesap özeti
  finalStatement: 'Son Hesap Özeti',
  finalStatementLoadFailed: 'Son hesap özeti yüklenirken hata oluştu.',
  print: 'Yazdır',
  backToList: 'Listeye Dön',
  // Geçmiş
  history: 'Geçmiş',
  noHistory: 'Kayıtlı işlem yok.',
  eventKind: {
    owners_corrected: 'Malikler düzeltildi',
    move_in: 'Kiracı girişi',
    move_out: 'Kiracı çıkışı',
    sale: 'Satış',
    clearance: 'Borcu yoktur yazısı',
  } as const,
  eventBy: (name: string) => `İşlemi yapan: ${name}`,
  eventBalance: 'Bakiye',
  openStatement: 'Son hesap özetini aç',
} as const;
