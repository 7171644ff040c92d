/** Texts of the people area (blocking users). */

export const PEOPLE_MESSAGES = {
  blocked: 'Kullanıcı bloklandı',
  unblocked: 'Kullanıcı blok kaldırıldı',
  cannotBlockSelf: 'Kendi hesabınızı bloklayamazsınız.',
  alreadyBlocked: 'Kullanıcı zaten bloklu.',
  notBlocked: 'Kullanıcı bloklu değil.',
} as const;
