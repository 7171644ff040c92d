/** Turkish texts of owners and tenants (PRODUCT.md §16), word for word where PRODUCT.md has them. */
export const PARTIES_TEXTS = {
  sharesMustAddUp: 'Maliklerin payları toplamı tam 1 olmalıdır (ör. 1/2 + 1/2).',
  ownerPhoneTwice: 'Aynı telefon birden fazla malikte kullanılamaz.',
  tenantExists: 'Dairede zaten bir kiracı var; önce çıkışını yapın.',
  tenancyOverlaps: (lastDay: string) =>
    `Yeni kiracılık, önceki kiracılığın bittiği ${lastDay} gününden sonra başlamalıdır.`,
  ownersSaved: 'Malikler kaydedildi.',
  tenantAdded: 'Kiracı eklendi.',
} as const;
