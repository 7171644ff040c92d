/** Texts of the cache area. */

export const CACHE_MESSAGES = {
  cleared: "Tüm cache'ler başarıyla temizlendi",
} as const;
