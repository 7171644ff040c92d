/**
 * Texts of the budget-vs-actual table (PRODUCT.md §13), which managers ('İşletme Projesi') and the
 * site's residents ('Bütçe') both read. Short: the residents' page downloads them.
 */
export const BUDGET_ACTUALS_TEXTS = {
  asOf: (day: string, months: number) => `${day} itibarıyla, dönemin ${months}. ayı`,
  notStarted: 'Dönem henüz başlamadı.',
  category: 'Kategori',
  yearly: 'Yıllık',
  budgetedToDate: 'Bugüne kadar bütçelenen',
  spent: 'Harcanan',
  difference: 'Fark',
  total: 'Toplam',
} as const;
