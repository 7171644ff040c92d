/**
 * Texts of the site set-up import (PRODUCT.md §14): the template's columns and instructions, and
 * every problem of a row, naming the row by its data-row number (the answer's `row`, the first unit
 * under the header being 1) and by its line in the spreadsheet, and the column by its header.
 */

/** The template's columns, as its header row writes them. */
export const SITE_IMPORT_COLUMNS = {
  block: 'Blok',
  doorNumber: 'Daire No',
  squareMeters: 'm²',
  roomCount: 'Oda Sayısı',
  landShare: 'Arsa Payı',
  landShareNumerator: 'Arsa Payı Pay',
  landShareDenominator: 'Arsa Payı Payda',
  fullName: 'Sakin Adı Soyadı',
  phone: 'Sakin Telefonu',
  email: 'Sakin E-posta',
  openingBalance: 'Devir Borcu (₺)',
  ownerName: 'Malik Adı Soyadı',
  ownerPhone: 'Malik Telefonu',
  ownerShare: 'Malik Payı',
  owner2Name: 'Malik 2 Adı Soyadı',
  owner2Phone: 'Malik 2 Telefonu',
  owner2Share: 'Malik 2 Payı',
  tenantName: 'Kiracı Adı Soyadı',
  tenantPhone: 'Kiracı Telefonu',
  tenantSince: 'Kiracılık Başlangıcı',
} as const;

export type SiteImportColumn = keyof typeof SITE_IMPORT_COLUMNS;

/** The example row the template's instructions sheet shows, one value per column. */
export const SITE_IMPORT_EXAMPLE: Record<SiteImportColumn, string | number> = {
  block: 'A',
  doorNumber: '5',
  squareMeters: 120,
  roomCount: 3,
  landShare: '18/1256',
  landShareNumerator: '',
  landShareDenominator: '',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  email: 'ayse@example.com',
  openingBalance: 1250.5,
  ownerName: 'Kerem Yalçın',
  ownerPhone: '0533 000 01 01',
  ownerShare: '1/2',
  owner2Name: 'Nazlı Yalçın',
  owner2Phone: '0533 000 01 02',
  owner2Share: '1/2',
  tenantName: 'Ayşe Yılmaz',
  tenantPhone: '0532 123 45 67',
  tenantSince: '01.09.2026',
};

export const SITE_IMPORT_TEXTS = {
  dataSheet: 'Daireler',
  instructionsSheet: 'Açıklamalar',
  exampleTitle: 'Örnek satır',
  instructions: [
    'Her satır bir dairedir. “Blok” ve “Daire No” zorunludur; aynı blok ve daire bir kez yazılır.',
    '“m²” ve “Oda Sayısı” tam sayıdır; boş bırakılırsa 0 sayılır.',
    '“Arsa Payı” tapudaki gibi pay/payda yazılır (ör. 18/1256); isterseniz “Arsa Payı Pay” ve “Arsa Payı Payda” sütunlarına ayrı ayrı da yazabilirsiniz.',
    'Sakin bilgileri isteğe bağlıdır: sakin yazılırsa ad soyad ve cep telefonu zorunludur, e-posta isteğe bağlıdır. Telefonu kayıtlı bir kullanıcı varsa daireye o kullanıcı bağlanır.',
    '“Devir Borcu (₺)” dairenin önceki dönemden devreden borcudur (ör. 1.250,50); dairenin hesabına “Devir bakiyesi” açıklamasıyla aidat borcu olarak işlenir. Boş ya da 0 ise işlenmez.',
    'Malik ve kiracı bilgileri isteğe bağlıdır. Malik için ad soyad ve telefon birlikte yazılır; iki malik varsa “Malik 2” sütunları da doldurulur ve paylar toplamı tam 1 olmalıdır (ör. 1/2 ve 1/2). Tek malikte pay boş bırakılırsa 1/1 sayılır. Kiracı için ad soyad ve telefon birlikte yazılır; “Kiracılık Başlangıcı” boşsa yükleme günü sayılır.',
    'Dosya .xlsx olarak ya da .csv (UTF-8 veya Windows-1254, ; ile ayrılmış) olarak yüklenebilir. Önce kontrol edilir; tek bir satırda hata varsa hiçbir şey kaydedilmez.',
  ],
  fileMissing: 'Yüklenecek dosya (file) seçilmedi.',
  notMultipart: 'Dosya, multipart/form-data isteğinin "file" alanında gönderilmelidir.',
  fileTooLarge: 'Dosya (file) en fazla 10 MB olabilir.',
  headerNotFound: (columns: string) => `İlk satırda başlıklar bulunamadı; en az ${columns} sütunları olmalıdır.`,
  noRows: 'Dosyada daire satırı yok.',
  tooManyRows: (max: number) => `Dosyada en fazla ${max} daire satırı olabilir.`,
  rowProblem: (row: number, sheetRow: number, column: string, problem: string) =>
    `${row}. kayıt (dosyada ${sheetRow}. satır), “${column}” sütunu: ${problem}`,
  required: 'boş bırakılamaz.',
  tooLong: (max: number) => `en fazla ${max} karakter olabilir.`,
  notWholeNumber: (max: number) => `0 ile ${max} arasında bir tam sayı olmalıdır.`,
  landShareFormat: 'pay/payda biçiminde olmalıdır (ör. 18/1256).',
  landSharePair: 'pay ile payda birlikte yazılmalıdır.',
  landShareAboveOne: 'pay paydadan büyük olamaz.',
  phoneInvalid: 'geçerli bir cep telefonu değil (ör. 0532 123 45 67).',
  emailInvalid: 'geçerli bir e-posta adresi değil.',
  residentIncomplete: 'sakin için ad soyad ve telefon birlikte yazılmalıdır.',
  ownerIncomplete: 'malik için ad soyad ve telefon birlikte yazılmalıdır.',
  tenantIncomplete: 'kiracı için ad soyad ve telefon birlikte yazılmalıdır.',
  shareFormat: 'pay/payda biçiminde olmalıdır (ör. 1/2).',
  sharesNotWhole: 'malik payları toplamı tam 1 olmalıdır (ör. 1/2 ve 1/2).',
  ownerPhoneTwice: 'iki malik aynı telefonla yazılamaz.',
  dateInvalid: 'geçerli bir tarih değil (ör. 01.09.2026).',
  emailTaken: 'bu e-posta başka bir kullanıcıya kayıtlı.',
  emailTwice: (otherRow: number) => `bu e-posta ${otherRow}. kayıtta başka bir telefonla yazılmış.`,
  amountInvalid: 'bir tutar değil (ör. 1.250,50).',
  amountNegative: 'negatif olamaz; alacaklı daireler için tutarı “Ödeme Al” ile kaydedin.',
  amountTooLarge: 'tek kayıtta izin verilenden büyük.',
  unitExists: (block: string, door: string) => `${block}-${door} dairesi bu sitede zaten var.`,
  unitTwice: (otherRow: number) => `aynı blok ve daire ${otherRow}. kayıtta da var.`,
  /** The ledger entry of an opening balance. */
  openingDescription: 'Devir bakiyesi',
  checked: (rows: number) => `${rows} satır kontrol edildi; kaydetmeye hazır.`,
  hasProblems: (rows: number) => `${rows} satırda sorun var; düzeltip yeniden yükleyin. Hiçbir şey kaydedilmedi.`,
  saved: (units: number, residents: number, balances: number) =>
    `${units} daire, ${residents} sakin ve ${balances} devir bakiyesi kaydedildi.`,
  templateFileName: (site: string) => `${site} - toplu aktarim sablonu.xlsx`,
} as const;
