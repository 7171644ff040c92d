/**
 * The cache screen's texts ('Cache Yönetimi'). Downloaded with this feature's screens only; the
 * shell's texts come from lib/messages-common.ts. Texts that SPEC.md gives are copied from it word
 * for word; keep them that way when editing. The others are ours.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    cache: 'Cache Yönetimi',
  },
  cache: {
    statusFailed: 'Cache durumu kontrol edilirken hata oluştu',
    clearFailed: 'Cache temizlenirken hata oluştu',
    cleared: "Tüm cache'ler başarıyla temizlendi",
  },
} as const;

export const CACHE_SCREEN_TEXTS = {
  overall: 'Genel durum',
  configuration: 'Konfigürasyon cache',
  menu: 'Menü cache',
  testValue: 'Test değeri',
  lastUpdate: 'Son güncelleme',
  store: 'Cache türü',
  stores: { memory: 'Bellek içi (tek sunucu)', redis: 'Redis (paylaşımlı)' } as Record<string, string>,
  refresh: 'Durumu Yenile',
  clear: "Tüm Cache'leri Temizle",
  statusLoadFailed: 'Cache durumu alınamadı.',
} as const;
