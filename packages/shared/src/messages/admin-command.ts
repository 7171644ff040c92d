/**
 * Texts of the operator's command line (`npm run admin`). Turkish like the rest of the product, so
 * the shared phone and password rules, which answer in Turkish, read the same here.
 */
export const ADMIN_COMMAND_MESSAGES = {
  usage: [
    'Kullanım:',
    '  npm run admin -- create --name "Ad Soyad" --phone "+90 5xx xxx xx xx" --email "e-posta"',
    '  npm run admin -- reset-password --email "e-posta"',
    '  npm run admin -- unblock --phone "+90 5xx xxx xx xx"',
    'Şifre terminalde sorulur (ekranda görünmez) ya da AIDAT_ADMIN_PASSWORD ortam değişkeninden okunur.',
    'Veritabanı: DATABASE_URL (PostgreSQL) ya da DATA_DIR (gömülü veritabanı), sunucudaki gibi.',
  ].join('\n'),
  unknownCommand: (command: string) => `Bilinmeyen komut: "${command}".`,
  unreadableOptions: (detail: string) => `Seçenekler okunamadı: ${detail}`,
  missingOption: (option: string) => `--${option} seçeneği zorunludur.`,
  nameRequired: 'Ad soyad boş olamaz.',
  nameTooLong: (max: number) => `Ad soyad en fazla ${max} karakter olabilir.`,
  nameControlCharacters: 'Ad soyad satır sonu, sekme veya başka bir kontrol karakteri içeremez.',
  invalidEmail: 'E-posta adresi geçerli değil.',
  phoneTaken: (owner: string) => `Bu telefon numarası zaten kayıtlı (${owner}).`,
  emailTaken: (owner: string) => `Bu e-posta adresi zaten kayıtlı (${owner}).`,
  noUserWithEmail: 'Bu e-posta adresiyle kayıtlı bir kullanıcı yok.',
  noUserWithPhone: 'Bu telefon numarasıyla kayıtlı bir kullanıcı yok.',
  passwordPrompt: 'Şifre: ',
  passwordRepeatPrompt: 'Şifre (tekrar): ',
  passwordsDiffer: 'Girilen iki şifre aynı değil.',
  noTerminal: 'Şifreyi soracak bir terminal yok: şifreyi AIDAT_ADMIN_PASSWORD ortam değişkeniyle verin.',
  cancelled: 'İptal edildi.',
  databaseInUse:
    'Gömülü veritabanı (DATA_DIR) açık: sunucu çalışıyor ya da düzgün kapatılmadı. Sunucuyu durdurup yeniden deneyin.',
  failed: (detail: string) => `Komut tamamlanamadı: ${detail}`,
  created: (name: string, phone: string) => `Sistem yöneticisi oluşturuldu: ${name} (${phone}).`,
  passwordChanged: (name: string) => `${name} kullanıcısının şifresi değiştirildi; açık oturumları kapatıldı.`,
  unblocked: (name: string) => `${name} kullanıcısının blokesi kaldırıldı.`,
  notBlocked: (name: string) => `${name} zaten bloke değil; bir şey değişmedi.`,
  /** Who the block history names for an unblock from the command line. */
  actor: 'Yönetim komutu',
} as const;
