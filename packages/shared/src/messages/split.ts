/** Texts of splitting a total over a site's units (PRODUCT.md §12): why a split cannot be made. */

export const SPLIT_TEXTS = {
  noUnits: 'Tutarın dağıtılacağı daire yok.',
  zeroArea: 'Dairelerin metrekare toplamı sıfır; tutar metrekareye göre dağıtılamaz.',
  missingLandShare: (count: number) => `${count} dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.`,
} as const;
