/**
 * Texts of what an owner or tenant sees of a unit and of 'Geçmiş Hesap Özetlerim' (PRODUCT.md §16),
 * downloaded with those views only.
 */
export const RESIDENT_PARTY_TEXTS = {
  /** SPEC §2's label, as lib/messages-resident.ts has it (kept apart: the home's file stays small). */
  unitLabel: (block: string, doorNumber: string) => `Blok ${block} • Daire ${doorNumber}`,
  relation: { resident: 'Sakin', owner: 'Malik', tenant: 'Kiracı' } as const,
  notFound: 'Daire bulunamadı.',
  accountLoadFailed: 'Daire hesabı yüklenirken hata oluştu.',
  /** What the view shows, by the caller's relation. */
  ownerScope: 'Malik olduğunuz günden bu yana dairenin tüm borçları ve ödemeleri gösterilir.',
  tenantScope: (since: string) =>
    `Kiracılığınızın başladığı ${since} gününden bu yana size düşen aidat ve gecikme tazminatı borçları gösterilir.`,
  enforcement: 'İcra takibinde',
  enforcementHint: 'Bu dairenin borcu için icra takibi başlatılmıştır; ayrıntı için site yönetimiyle görüşün.',
  items: 'Borçlar',
  balance: 'Toplam bakiye',
  // Geçmiş Hesap Özetlerim
  title: 'Geçmiş Hesap Özetlerim',
  intro:
    'Çıktığınız kiracılıkların ve sattığınız dairelerin son hesap özetleri. Her biri verildiği gün olduğu gibi saklanır.',
  loadFailed: 'Hesap özetleri yüklenirken hata oluştu.',
  empty: 'Geçmiş hesap özetiniz bulunmuyor.',
  backHome: 'Dairelerim',
  balanceOf: 'Bakiye',
} as const;
