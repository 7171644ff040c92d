/** Turkish texts of a unit's icra takibi (PRODUCT.md §21). */
export const ENFORCEMENT_TEXTS = {
  startedInFuture: 'İcra başlangıç tarihi bugünden sonra olamaz.',
  endedInFuture: 'İcra bitiş tarihi bugünden sonra olamaz.',
  endBeforeStart: 'İcra bitiş tarihi, başlangıç tarihinden önce olamaz.',
  startBeforeLastEnd: (lastEnd: string) =>
    `Yeni icra takibi, bir önceki takibin bittiği günden (${lastEnd}) sonra başlamalıdır.`,
  alreadyActive: 'Daire zaten icra takibinde.',
  notActive: 'Daire icra takibinde değil.',
  started: 'İcra takibi başlatıldı.',
  ended: 'İcra takibi sonlandırıldı.',
  /** The reason recorded when the flag of the unit's edit form ends it (PUT …/units/{unitId}). */
  endedFromUnitForm: 'Daire bilgilerinden kaldırıldı.',
  /** What the unit's owners read on it; nobody else among the residents sees it. */
  ownersLabel: 'İcra takibinde',
} as const;
