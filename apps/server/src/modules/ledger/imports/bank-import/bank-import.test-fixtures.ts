// Statements as Turkish banks export them, built from strings in the tests (no binary fixtures):
// the bytes in UTF-8 (with or without a byte order mark) and in Windows-1254, and valid IBANs.

/** Windows-1254 bytes of the Turkish letters; everything else in the fixtures is ASCII. */
const WINDOWS_1254: Record<string, number> = {
  ğ: 0xf0,
  Ğ: 0xd0,
  ı: 0xfd,
  İ: 0xdd,
  ş: 0xfe,
  Ş: 0xde,
  ç: 0xe7,
  Ç: 0xc7,
  ö: 0xf6,
  Ö: 0xd6,
  ü: 0xfc,
  Ü: 0xdc,
};

/** Node has no Windows-1254 encoder; the fixtures need only ASCII and the twelve letters above. */
export function encodeWindows1254(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = ch.charCodeAt(0);
    if (code < 0x80) bytes[i] = code;
    else if (ch in WINDOWS_1254) bytes[i] = WINDOWS_1254[ch];
    else throw new Error(`no Windows-1254 byte for ${ch} in the fixture map`);
  }
  return bytes;
}

export function encodeUtf8(text: string, bom = false): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}

export type Encoding = 'utf-8' | 'utf-8-bom' | 'windows-1254';
export const ENCODINGS: Encoding[] = ['utf-8', 'utf-8-bom', 'windows-1254'];

export function encode(text: string, encoding: Encoding): Uint8Array {
  return encoding === 'windows-1254' ? encodeWindows1254(text) : encodeUtf8(text, encoding === 'utf-8-bom');
}

/** A valid Turkish IBAN for a five-digit bank code and an account number (check digits computed). */
export function iban(bank: string, account: string): string {
  const bban = `${bank.padStart(5, '0')}0${account.padStart(16, '0')}`;
  // "TR" is 29 27 and the check digits count as 00 while they are computed.
  const numeric = `${bban}292700`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** "TR33 0006 1005 …" as banks print an IBAN. */
export function grouped(value: string): string {
  return value.replace(/(.{4})/g, '$1 ').trim();
}

export const SITE_IBAN = iban('00010', '0912345678905001');
export const AHMET_IBAN = iban('00062', '1670000629392');
export const ZEYNEP_IBAN = iban('00046', '7011223344556');

/** Ziraat: ';' separated, title rows with "Hesap Hareketleri", dd.MM.yyyy, split Borç/Alacak. */
export const ZIRAAT_CSV = [
  'T.C. ZİRAAT BANKASI A.Ş.;;;;;',
  'Hesap Hareketleri;;;;;',
  'Müşteri Adı;GÜNEŞ SİTESİ YÖNETİCİLİĞİ;;;;',
  `IBAN;${grouped(SITE_IBAN)};;;;`,
  'Tarih Aralığı;01.01.2026 - 31.01.2026;;;;',
  ';;;;;',
  'Tarih;Fiş No;Açıklama;Borç;Alacak;Bakiye',
  '02.01.2026;000123;FAST GELEN AHMET YILMAZ GNS-A5 OCAK AİDATI;;1.250,00;11.250,00',
  '03.01.2026;000124;EFT GELEN ŞÜKRÜ ÇAĞLAR A BLOK 7 OCAK;;1.234,56;12.484,56',
  '04.01.2026;000125;ELEKTRİK FATURASI BAŞKENT EDAŞ;2.345,67;;10.138,89',
  '05.01.2026;000126;HESAP İŞLETİM ÜCRETİ;-50,00;;10.088,89',
  `06.01.2026;000127;HAVALE ${grouped(ZEYNEP_IBAN)} ZEYNEP IŞIK;;850,00;10.938,89`,
  ';;Toplam;2.395,67;3.334,56;',
].join('\r\n');

/** İş Bankası: header "Tarih/Saat" with dd/MM/yyyy-HH:mm:ss, amount and balance before the description. */
export const ISBANK_CSV = [
  'TÜRKİYE İŞ BANKASI A.Ş.;;;;;;;;',
  'Hesap Hareketleri;;;;;;;;',
  'Hesap No: 1234 - 0567890;;;;;;;;',
  'Tarih/Saat;Kanal;Fiş No;İşlem Tutarı;Bakiye;Döviz;İşlem;Karşı IBAN;Açıklama',
  `05/01/2026-14:35:07;İnternet;4711;1.250,00;12.500,00;TL;Havale;${AHMET_IBAN};HAVALE MEHMET DEMİR A blok 5 Ocak aidatı`,
  '06/01/2026-09:02:00;Şube;4712;-50,00;12.450,00;TL;Masraf;;EFT MASRAFI',
  '07/01/2026-23:59:59;Mobil;4713;+1.000;13.450,00;TL;FAST;;FAST GÖNDEREN ÖZGÜR ÇİFTÇİ 5 nolu daire B blok',
].join('\n');

/** Garanti BBVA: ',' separated, every field quoted (the amounts carry commas), no title rows. */
export const GARANTI_CSV = [
  '"Tarih","Açıklama","Etiket","Tutar","Bakiye","Dekont No"',
  '"07.01.2026 10:15","Gelen FAST: ŞÜKRÜ ÇAĞLAR, B-12 aidat","","1.250,00","13.700,00","123"',
  '"08.01.2026","Elektrik faturası ""Ocak""","Fatura","(2.345,67)","11.354,33","124"',
  '"09.01.2026","Kira geliri ödemesi\nçok satırlı açıklama","","50,00-","11.304,33","125"',
].join('\r\n');

/** Yapı Kredi: tab separated, separate Saat column, amounts with "TL". */
export const YAPIKREDI_CSV = [
  'YAPI VE KREDİ BANKASI A.Ş.',
  'Hesap Hareketleri 01.01.2026 - 31.01.2026',
  '',
  'Tarih\tSaat\tİşlem\tKanal\tAçıklama\tİşlem Tutarı\tBakiye',
  '10.01.2026\t08:30\tGelen Havale\tİnternet\tDAİRE 25 AİDAT ÖDEMESİ\t1.250,00 TL\t5.000,00 TL',
  '11.01.2026\t17:45:10\tGiden EFT\tMobil\tASANSÖR BAKIM ÜCRETİ\t-3.000,00 TL\t2.000,00 TL',
].join('\n');
