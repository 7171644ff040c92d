/** Texts of the system area (sites and their administrators) and of the residents' own pages. */

export const SYSTEM_MESSAGES = {
  siteCreated: 'Site oluşturuldu',
  adminAssigned: 'Yönetici atandı',
  existingUserMadeAdmin: 'Mevcut kullanıcı siteye yönetici yapıldı; şifresi değiştirilmedi.',
  existingUserConflict: 'Bu e-posta/telefon kayıtlı bir kullanıcıya ait.',
  siteNotFound: 'Site bulunamadı.',
  siteIdMismatch: 'Adresteki ve gövdedeki site kimlikleri aynı olmalıdır.',
  emailBelongsToOther: 'Bu e-posta adresi başka bir kullanıcıya ait.',
  alreadyAdmin: 'Bu kullanıcı zaten bu sitenin yöneticisi.',
} as const;
