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
} as const;
