/**
 * The Turkish texts of the app shell (navigation bar, splash, states, toasts, API errors): every
 * page downloads this module, so it holds nothing else. The login's texts are in
 * messages-auth.ts, the resident pages' in messages-resident.ts and each administrators' area's
 * in features/<area>/messages.ts, whose MESSAGES is this object plus that area's texts; each page
 * downloads only its own (scripts/bundle-report.mjs). Texts that SPEC.md gives are copied from it
 * word for word; keep them that way when editing. The others are ours. Texts of a screen that is
 * its own chunk (not found, maintenance, the administrators' bar) live with that screen.
 */
export const MESSAGES = {
  appName: 'Aidat',

  common: {
    loading: 'Yükleniyor...',
    retry: 'Tekrar dene',
    cancel: 'Vazgeç',
    close: 'Kapat',
    confirm: 'Onayla',
    refresh: 'Yenile',
    back: 'Geri',
    yes: 'Evet',
    no: 'Hayır',
    empty: '-',
    pageLoadFailed: 'Sayfa yüklenemedi.',
    pageLoadFailedHint: 'Bağlantınızı kontrol edip sayfayı yeniden yükleyin.',
    reload: 'Sayfayı yenile',
  },

  api: {
    unexpected: 'Beklenmeyen bir hata oluştu.',
    network: 'Ağ hatası oluştu. Lütfen bağlantınızı kontrol edin.',
    maintenance: 'Sistem bakım modunda',
  },

  dates: {
    invalid: 'Geçersiz tarih',
    error: 'Tarih hatası',
  },

  splash: {
    loading: 'Yükleniyor...',
    complete: 'Hazır',
  },

  nav: {
    brand: 'Aidat',
    logout: 'Çıkış Yap',
  },

  /** Titles of the pages every user may open; each area's features/<area>/messages.ts adds its own. */
  pages: {
    home: 'Dairelerim',
    unitDetail: 'Daire Detayı',
  },
} as const;
