/** The administrators' navigation bar's texts: that bar is its own chunk, which residents never download. */
export const ADMIN_NAV_TEXTS = {
  menuLoading: 'Menüler yükleniyor...',
  toggle: 'Menüyü aç/kapat',
  mainMenu: 'Ana menü',
} as const;
