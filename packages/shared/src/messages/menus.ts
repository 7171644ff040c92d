/** Texts of the menus area (SPEC §5). */

export const MENU_REQUIRED_MESSAGE = 'Etiket ve Yol alanları zorunludur';
export const MENU_PATH_RULE_MESSAGE =
  'Yol "/" ile başlayan bir uygulama içi adres olmalıdır ("//" ile başlamamalı, boşluk içermemelidir).';
export const MENU_ROLES_RULE_MESSAGE = 'Roller yalnızca Resident, Admin ve SystemAdmin içerebilir (virgülle ayrılmış).';

export const MENU_GROUP_RULE_MESSAGE = 'Grup şunlardan biri olmalıdır: site, money, people, communication, system.';

/** The names of the administrators' menu groups (MENU_GROUPS in schemas/menus.ts), in its order. */
export const MENU_GROUP_LABELS = {
  site: 'Site',
  money: 'Para',
  people: 'Kişiler',
  communication: 'İletişim',
  system: 'Sistem',
} as const;

export const MENU_MESSAGES = {
  created: 'Menü başarıyla oluşturuldu',
  updated: 'Menü başarıyla güncellendi',
  deleted: 'Menü başarıyla silindi',
  cacheRefreshed: 'Menü cache yenilendi',
  notFound: 'Menü bulunamadı.',
} as const;
