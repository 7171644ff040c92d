/**
 * The system screen's texts ('Sistem Yönetimi': sites and their administrators). Downloaded with
 * this feature's screens only; the shell's texts come from lib/messages-common.ts. Texts that
 * SPEC.md gives are copied from it word for word; keep them that way when editing. The others are
 * ours.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    sysadmin: 'Sistem Yönetimi',
  },
  system: {
    newSite: 'Yeni Site Oluştur',
    assignAdmin: 'Siteye Yönetici Ata',
    sites: 'Siteler',
    adminAssigned: 'Yönetici atandı',
  },
} as const;

/** Texts of the system screens (sites, configuration, cache, menus) beyond MESSAGES. */
export const SYSTEM_SCREEN_TEXTS = {
  siteName: 'Site adı',
  address: 'Adres',
  blockCount: 'Blok sayısı',
  unitCount: 'Daire sayısı',
  monthlyDues: 'Aylık aidat (₺)',
  createSite: 'Site Oluştur',
  siteCreated: 'Site oluşturuldu',
  unitsOfferTitle: (site: string) => `${site}: daireleri oluştur`,
  unitsOfferHint: (units: number, blocks: number) =>
    `${units} daire ${blocks} bloğa eşit dağıtıldı (A1, A2, …). Kaydetmeden önce blok ve kapı numaralarını düzenleyebilirsiniz.`,
  unitsTableLabel: 'Oluşturulacak daireler',
  unitRow: (n: number) => `${n}. daire`,
  unitBlock: 'Blok',
  unitDoor: 'Kapı No',
  removeUnit: (n: number) => `${n}. daireyi listeden çıkar`,
  remove: 'Çıkar',
  saveUnits: (n: number) => `${n} Daireyi Kaydet`,
  skipUnits: 'Şimdi Değil',
  unitsSaved: (n: number) => `${n} daire eklendi`,
  tooManyUnits: (max: number) =>
    `Daire sayısı ${max}'den fazla; daireleri site kurulum dosyasıyla (içe aktarma) ekleyin.`,
  site: 'Site',
  chooseSite: 'Site seçin',
  fullName: 'Ad soyad',
  email: 'E-posta',
  phone: 'Cep telefonu (isteğe bağlı)',
  phonePlaceholder: '+90 (5xx) xxx xx xx',
  password: 'Şifre',
  passwordHint: 'En az 8 karakter; en az bir harf ve bir rakam.',
  assign: 'Yönetici Ata',
  assignHint:
    'Bu telefon veya e-posta ile kayıtlı bir kullanıcı varsa size sorulur; onaylarsanız siteye o bağlanır. Yoksa yeni bir yönetici hesabı açılır.',
  existingUserMadeAdmin: 'Mevcut kullanıcı siteye yönetici yapıldı; şifresi değiştirilmedi.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  noSites: 'Kayıtlı site bulunmuyor.',
  noSitesToAssign: 'Yönetici atamak için önce bir site oluşturun.',
  sitesTableLabel: 'Siteler',
  colName: 'Site',
  colAddress: 'Adres',
  colBlocks: 'Blok',
  colUnits: 'Daire',
  colDues: 'Aidat',
} as const;
