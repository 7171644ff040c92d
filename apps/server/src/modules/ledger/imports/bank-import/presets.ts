import type { ColumnMapping } from './mapping.js';

/**
 * Column layouts of the seven banks PRODUCT.md §14 names. What is known (research §4, from
 * unofficial parsers: verify on real files): Ziraat's .xlsx has a "Hesap Hareketleri" title above
 * the header, dd.MM.yyyy dates, date, description, amount and balance columns, and some exports
 * split borç/alacak; İş Bankası's header starts with "Tarih/Saat" (dd/MM/yyyy-HH:mm:ss) with the
 * amount and balance before the description; Garanti BBVA writes Tarih, Açıklama, Tutar, Bakiye,
 * Dekont No; Akbank TARİH, AÇIKLAMA, TUTAR, BAKİYE; Yapı Kredi Tarih, Saat, İşlem, Kanal,
 * Açıklama, İşlem Tutarı, Bakiye. Nothing official was found for VakıfBank's and Halkbank's
 * account statements: their presets carry the names those banks' other exports and Turkish
 * statements in general use ("İşlem Tarihi", "İşlem Tutarı", or Borç/Alacak).
 *
 * Names are written folded (fold.ts) since that is how they are compared. A preset lists both a
 * single amount column and split debit/credit columns where a bank is known to export either;
 * the header found decides which one a file uses. The columns are found by name, never by
 * position, so an extra or moved column does not break a preset.
 */
export const PRESET_IDS = ['ziraat', 'isbank', 'garanti', 'akbank', 'yapikredi', 'vakifbank', 'halkbank'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Columns many Turkish statements add; every preset may find them. */
const COMMON = {
  time: ['saat', 'islem saati'],
  sender: ['gonderen', 'gonderen adi', 'gonderen unvan', 'karsi taraf', 'karsi taraf adi', 'karsi hesap sahibi'],
  senderIban: ['gonderen iban', 'karsi iban', 'karsi taraf iban', 'karsi hesap iban', 'iban'],
  balance: ['bakiye', 'islem sonrasi bakiye', 'kalan bakiye'],
  debit: ['borc', 'borc tutari'],
  credit: ['alacak', 'alacak tutari'],
} as const;

export const PRESETS: Readonly<Record<PresetId, ColumnMapping>> = {
  ziraat: {
    ...COMMON,
    date: ['tarih', 'islem tarihi'],
    description: ['aciklama', 'islem aciklamasi'],
    amount: ['islem tutari', 'tutar'],
  },
  isbank: {
    ...COMMON,
    date: ['tarih saat', 'tarih', 'islem tarihi'],
    description: ['aciklama', 'islem aciklamasi'],
    amount: ['islem tutari', 'tutar', 'miktar'],
  },
  garanti: {
    ...COMMON,
    date: ['tarih', 'islem tarihi'],
    description: ['aciklama'],
    amount: ['tutar', 'islem tutari'],
  },
  akbank: {
    ...COMMON,
    date: ['tarih', 'islem tarihi'],
    description: ['aciklama'],
    amount: ['tutar', 'islem tutari'],
  },
  yapikredi: {
    ...COMMON,
    date: ['tarih', 'islem tarihi'],
    description: ['aciklama', 'islem aciklamasi'],
    amount: ['islem tutari', 'tutar'],
  },
  vakifbank: {
    ...COMMON,
    date: ['islem tarihi', 'tarih'],
    description: ['aciklama', 'islem aciklamasi'],
    amount: ['islem tutari', 'tutar'],
  },
  halkbank: {
    ...COMMON,
    date: ['islem tarihi', 'tarih'],
    description: ['aciklama', 'islem aciklamasi'],
    amount: ['islem tutari', 'tutar'],
  },
};

export function isPresetId(value: string): value is PresetId {
  return (PRESET_IDS as readonly string[]).includes(value);
}
