/**
 * Texts of the bank statement import (PRODUCT.md §14): what is wrong with a file as a whole, what is
 * wrong with one row (always naming the row as the spreadsheet numbers it and the column by the
 * header the bank wrote), the banks of the presets and why a row was matched to a unit.
 */

/** The statement's fields, as the column mapping and the "header not found" message name them. */
export const BANK_IMPORT_FIELD_LABELS = {
  date: 'Tarih',
  time: 'Saat',
  description: 'Açıklama',
  amount: 'Tutar',
  debit: 'Borç',
  credit: 'Alacak',
  sender: 'Gönderen',
  senderIban: 'Gönderen IBAN',
  balance: 'Bakiye',
} as const;

export const BANK_IMPORT_TEXTS = {
  fileEmpty: 'Dosya boş.',
  fileUnreadable: 'Dosya okunamadı; bankanın verdiği .csv veya .xlsx hesap hareketleri dosyasını yükleyin.',
  oldExcel: 'Eski Excel biçimi (.xls) okunamıyor; dosyayı Excel’de .xlsx olarak kaydedip yeniden yükleyin.',
  /** A file over the limits of limits.ts's SHEET_*: refused before it is parsed. */
  fileTooLarge: (records: number, fields: number, unpackedMb: number) =>
    `Dosya çok büyük: en fazla ${records.toLocaleString('tr-TR')} satır, satırda en fazla ${fields} sütun ve .xlsx ise açıldığında en fazla ${unpackedMb} MB olabilir.`,
  /** `columns`: the fields looked for, e.g. "Tarih, Açıklama, Tutar (ya da Borç ve Alacak)". */
  headerNotFound: (columns: string) =>
    `Başlık satırı bulunamadı; dosyanın ilk satırlarında ${columns} sütunları aranır. Sütunları elle eşleştirin.`,
  amountOrSplit: (amount: string, debit: string, credit: string) => `${amount} (ya da ${debit} ve ${credit})`,
  mappingIncomplete: 'Sütun eşleştirmesinde tarih, açıklama ve tutar (ya da borç ve alacak) sütunları seçilmelidir.',
  rowDate: (row: number, column: string, value: string) =>
    `${row}. satır, “${column}” sütunu: “${value}” bir tarih değil (gg.aa.yyyy bekleniyor).`,
  rowTime: (row: number, column: string, value: string) =>
    `${row}. satır, “${column}” sütunu: “${value}” bir saat değil (ss:dd bekleniyor).`,
  rowAmount: (row: number, column: string, value: string) =>
    `${row}. satır, “${column}” sütunu: “${value}” bir tutar değil.`,
  rowAmountMissing: (row: number, column: string) => `${row}. satır, “${column}” sütunu: tutar boş.`,
  rowBothSides: (row: number, debit: string, credit: string) =>
    `${row}. satır: hem “${debit}” hem “${credit}” sütunu dolu; bir hareketin tek tutarı olmalıdır.`,
  rowBalance: (row: number, column: string, value: string) =>
    `${row}. satır, “${column}” sütunu: “${value}” bir bakiye tutarı değil.`,
  /** The banks whose column layouts have a preset. */
  presets: {
    ziraat: 'Ziraat Bankası',
    isbank: 'İş Bankası',
    garanti: 'Garanti BBVA',
    akbank: 'Akbank',
    yapikredi: 'Yapı Kredi',
    vakifbank: 'VakıfBank',
    halkbank: 'Halkbank',
  },
  /** Why a unit was proposed for a row, in PRODUCT.md §14's order. */
  reasons: {
    reference: 'Ödeme kodu açıklamada',
    iban: 'Gönderen IBAN’ı bu daireden tanınıyor',
    door: 'Blok ve daire açıklamada',
    name: 'Sakin adı açıklamada',
    amount: 'Tutar bu dairenin borcuna eşit',
  },
  ambiguous: 'Birden çok daireye uyuyor; daireyi seçin.',
  noMatch: 'Daire bulunamadı; daireyi seçin.',
  outgoing: 'Çıkan para; gider olarak kaydedilebilir.',
} as const;

/** Texts of the import's routes: the upload, the review and the confirm (PRODUCT.md §14). */
export const STATEMENT_IMPORT_TEXTS = {
  imported: (rows: number) => `Ekstre okundu: ${rows} hareket. Eşleşmeleri kontrol edip onaylayın.`,
  confirmed: (payments: number, expenses: number) =>
    `Ekstre aktarıldı: ${payments} ödeme, ${expenses} gider kaydedildi.`,
  notMultipart: 'Ekstre dosyası, multipart/form-data isteğinin "file" alanında gönderilmelidir.',
  fileMissing: 'Ekstre dosyası (file) seçilmedi.',
  fileTooLarge: 'Ekstre dosyası (file) en fazla 10 MB olabilir.',
  tooManyRows: (max: number) => `Ekstrede en fazla ${max} hareket olabilir; dosyayı tarih aralığına bölün.`,
  notBankAccount: 'Ekstre yalnızca banka hesabına aktarılabilir.',
  presetAndMapping: 'Banka (preset) ile sütun eşleştirmesi (mapping) birlikte gönderilemez.',
  mappingInvalid: 'Sütun eşleştirmesi (mapping) geçerli bir JSON nesnesi olmalıdır.',
  importNotFound: 'Ekstre aktarımı bulunamadı.',
  alreadyConfirmed: 'Bu ekstre zaten onaylanmış.',
  rowNotInImport: (rowId: number) => `${rowId} numaralı satır bu ekstrede yok.`,
  rowTwice: (rowNumber: number) => `${rowNumber}. satır birden çok kez gönderildi.`,
  rowAlreadyImported: (rowNumber: number) =>
    `${rowNumber}. satır daha önce aktarılmış; aynı hareket iki kez kaydedilemez.`,
  rowNeedsUnit: (rowNumber: number) => `${rowNumber}. satır için daire seçilmedi.`,
  rowUnitNotFound: (rowNumber: number) => `${rowNumber}. satır: daire bu sitede bulunamadı.`,
  rowChargeNotFound: (rowNumber: number) => `${rowNumber}. satır: ek bütçe bu sitede bulunamadı.`,
  rowChargeRequired: (rowNumber: number) => `${rowNumber}. satır: ek bütçe ödemesi için ek bütçe seçilmelidir.`,
  rowCategoryNotFound: (rowNumber: number) => `${rowNumber}. satır: gider kategorisi bu sitede bulunamadı.`,
  rowIncomingAsExpense: (rowNumber: number) =>
    `${rowNumber}. satır gelen bir ödeme; yalnızca çıkan para gider olarak kaydedilebilir.`,
  rowOutgoingNeedsExpense: (rowNumber: number) =>
    `${rowNumber}. satır çıkan bir ödeme; gider kategorisi seçin ya da satırı atlayın.`,
  rowTooLarge: (rowNumber: number) => `${rowNumber}. satırın tutarı tek kayıtta izin verilenden büyük.`,
  rowFuture: (rowNumber: number) => `${rowNumber}. satırın tarihi bugünden sonra.`,
  postedMeanwhile:
    'Bu ekstredeki bazı hareketler bu arada başka bir aktarımla kaydedildi; dosyayı yeniden yükleyip kontrol edin.',
  /** The description of a payment posted from a statement row: the bank's own text. */
  paymentDescription: (description: string) => `Banka: ${description}`,
} as const;
