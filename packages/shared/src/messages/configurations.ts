/** Texts of the configurations area. */

export const CONFIG_KEY_RULE_MESSAGE =
  'Anahtar bir harfle başlamalı; yalnızca harf, rakam, alt çizgi ve nokta içerebilir (en fazla 100 karakter).';

export const CONFIGURATION_MESSAGES = {
  created: 'Konfigürasyon oluşturuldu',
  updated: 'Konfigürasyon güncellendi',
  deleted: 'Konfigürasyon silindi',
  notFound: 'Konfigürasyon bulunamadı.',
  duplicateKey: 'Bu anahtarla bir konfigürasyon zaten mevcut.',
} as const;
