/**
 * Configuration keys the product itself reads, with their seeded defaults and the rule a new
 * value must satisfy. Unknown keys are free text.
 */
export interface KnownConfigKey {
  defaultValue: string;
  description: string;
  isFrontendVisible: boolean;
  /** 'decimal': a non-negative number with at most two decimals (a percent such as 25.49). */
  kind: 'int' | 'boolean' | 'decimal';
  min?: number;
  max?: number;
}

export const KNOWN_CONFIG_KEYS = {
  OtpCodeLength: {
    defaultValue: '6',
    description: 'Doğrulama kodu uzunluğu',
    isFrontendVisible: true,
    kind: 'int',
    min: 4,
    max: 8,
  },
  OtpTtlMinutes: {
    defaultValue: '3',
    description: 'Doğrulama kodu geçerlilik süresi (dakika)',
    isFrontendVisible: true,
    kind: 'int',
    min: 1,
    max: 60,
  },
  MaintenanceMode: { defaultValue: 'false', description: 'Bakım modu', isFrontendVisible: true, kind: 'boolean' },
  OtpMaxAttempts: {
    defaultValue: '3',
    description: 'Bir kod için en fazla deneme sayısı',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 10,
  },
  MaxFailedLoginAttempts: {
    defaultValue: '5',
    description: 'Bir adres bir hesaba kilitlenmeden önce art arda hatalı giriş sayısı',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 100,
  },
  OtpResendIntervalSeconds: {
    defaultValue: '60',
    description: 'Aynı telefona iki kod arasındaki en kısa süre (saniye)',
    isFrontendVisible: false,
    kind: 'int',
    min: 0,
    max: 3600,
  },
  OtpMaxPerPhonePerHour: {
    defaultValue: '10',
    description: 'Bir telefona saatte gönderilebilecek en fazla kod',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 100000,
  },
  OtpMaxPerIpPerHour: {
    defaultValue: '30',
    description: 'Bir IP adresinden saatte istenebilecek en fazla kod',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 1000000,
  },
  LoginLockMinutes: {
    defaultValue: '15',
    description: 'Hatalı girişlerden sonra bir adresin bir hesaba kilitli kaldığı ilk süre (dakika)',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 1440,
  },
  AccountBlockAfterFailures: {
    defaultValue: '50',
    description: 'Hesap bloke edilmeden önce tüm adreslerden art arda hatalı giriş sayısı',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 100000,
  },
  TicketAutoCloseDays: {
    defaultValue: '7',
    description: 'Çözülen talebin kendiliğinden kapanacağı gün sayısı',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 90,
  },
  TicketSmsOnStatus: {
    defaultValue: 'false',
    description: 'Talep durumu değişince açana SMS de gönderilsin',
    isFrontendVisible: false,
    kind: 'boolean',
  },
  MeetingNoticeDays: {
    defaultValue: '15',
    description: 'Kat malikleri kurulu çağrısı ile ilk toplantı arasındaki en az tam gün sayısı (KMK 29)',
    isFrontendVisible: false,
    kind: 'int',
    min: 1,
    max: 60,
  },
  LoginHistoryRetentionDays: {
    defaultValue: '730',
    description: 'Giriş geçmişinin saklanma süresi (gün); daha eski kayıtlar silinir',
    isFrontendVisible: true,
    kind: 'int',
    min: 30,
    max: 3650,
  },
  RevaluationRatePercent: {
    // The yeniden değerleme oranı for 2026 (VUK, announced November 2025): an işletme projesi
    // whose total rises above last year's by more than this is flagged (PRODUCT.md §13).
    defaultValue: '25.49',
    description:
      'Yeniden değerleme oranı (%); işletme projesi toplamı geçen yıla göre bundan fazla artarsa uyarı verilir',
    isFrontendVisible: false,
    kind: 'decimal',
    min: 0,
    max: 1000,
  },
  ReminderMinimumDebt: {
    // PRODUCT.md §15: no reminder for a few kuruş left over.
    defaultValue: '10',
    description: 'Borç hatırlatma SMS’i gönderilecek en az daire borcu (₺)',
    isFrontendVisible: false,
    kind: 'decimal',
    min: 0,
    max: 1000000,
  },
  CardCheckoutExpiryMinutes: {
    // PRODUCT.md §20: a card checkout not paid by then is asked of the provider once and expired.
    defaultValue: '30',
    description: 'Kartla ödeme sayfasının geçerlilik süresi (dakika)',
    isFrontendVisible: false,
    kind: 'int',
    min: 5,
    max: 1440,
  },
  SmsPricePerMessageKurus: {
    defaultValue: '20',
    description: 'Yöneticinin gönderdiği bir SMS mesajının fiyatı (kuruş); önizlemedeki maliyet hesabı için',
    isFrontendVisible: false,
    kind: 'int',
    min: 0,
    max: 100000,
  },
} as const satisfies Record<string, KnownConfigKey>;

export type KnownConfigKeyName = keyof typeof KNOWN_CONFIG_KEYS;

/** Checks a value for a known key; returns a Turkish message when it does not fit. */
export function checkConfigValue(key: string, value: string): string | null {
  const spec = (KNOWN_CONFIG_KEYS as Record<string, KnownConfigKey>)[key];
  if (!spec) return null;
  if (spec.kind === 'boolean') {
    return value === 'true' || value === 'false' ? null : `${key} değeri true veya false olmalıdır.`;
  }
  if (spec.kind === 'decimal') {
    if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return `${key} değeri en fazla iki ondalıklı bir sayı olmalıdır.`;
  } else if (!/^-?\d+$/.test(value.trim())) return `${key} değeri tam sayı olmalıdır.`;
  const n = Number(value);
  if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
    return `${key} değeri ${spec.min} ile ${spec.max} arasında olmalıdır.`;
  }
  return null;
}
