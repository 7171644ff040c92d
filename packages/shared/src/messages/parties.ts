/** Turkish texts of owners and tenants (PRODUCT.md §16), word for word where PRODUCT.md has them. */
export const PARTIES_TEXTS = {
  sharesMustAddUp: 'Maliklerin payları toplamı tam 1 olmalıdır (ör. 1/2 + 1/2).',
  ownerPhoneTwice: 'Aynı telefon birden fazla malikte kullanılamaz.',
  tenantExists: 'Dairede zaten bir kiracı var; önce çıkışını yapın.',
  tenancyOverlaps: (lastDay: string) =>
    `Yeni kiracılık, önceki kiracılığın bittiği ${lastDay} gününden sonra başlamalıdır.`,
  ownersSaved: 'Malikler kaydedildi.',
  tenantAdded: 'Kiracı eklendi.',
  movedOut: 'Kiracının çıkışı yapıldı; son hesap özeti hazır.',
  saleRecorded: 'Satış kaydedildi; önceki maliklerin son hesap özeti hazır.',
  noTenant: 'Dairede kayıtlı bir kiracı yok.',
  dayInFuture: 'Tarih bugünden sonra olamaz.',
  moveOutBeforeStart: (since: string) => `Çıkış günü, kiracılığın başladığı ${since} gününden önce olamaz.`,
  saleNotAfterOwners: (since: string) => `Satış günü, mevcut maliklerin başladığı ${since} gününden sonra olmalıdır.`,
  unitInDebt: (amount: string) => `Dairenin ${amount} borcu var; borcu yoktur yazısı verilemez.`,
  tenantDebt: 'Kiracı borcu (KMK 22: malik de sorumludur)',
  accruedFee: (description: string) => `Gecikme tazminatı (bugüne kadar işleyen): ${description}`,
  finalStatementNotFound: 'Hesap özeti bulunamadı.',
} as const;

/** The 'borcu yoktur' letter (ilişiksizlik belgesi, PRODUCT.md §16). */
export const CLEARANCE_TEXTS = {
  title: 'İLİŞİKSİZLİK BELGESİ',
  site: 'Site',
  address: 'Adres',
  unit: 'Bağımsız bölüm',
  owners: 'Malik(ler)',
  noOwners: 'Kayıtlı malik yok',
  day: 'Tarih',
  balance: 'Bakiye',
  noDebt: 'BORCU YOKTUR',
  body: (unit: string, day: string) =>
    `Yukarıda bilgileri yazılı ${unit} bağımsız bölümünün ${day} tarihi itibarıyla site yönetimine aidat, ek bütçe ve gecikme tazminatı borcu bulunmamaktadır.`,
  validity: 'Bu yazı düzenlendiği gün itibarıyla geçerlidir.',
  issuedBy: 'Düzenleyen',
  role: 'Site Yöneticisi',
  signature: 'İmza / Kaşe',
  fileName: (block: string, door: string, day: string) => `borcu-yoktur-${block}-${door}-${day}.pdf`,
} as const;
