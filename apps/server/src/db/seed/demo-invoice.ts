import { formatMoney } from '@aidat/shared';

/**
 * A one-page PDF standing in for a vendor's invoice in the demo (PRODUCT.md §10: "a few sample
 * invoice files"), so a manager and a resident can open one. Built by hand because it is a handful
 * of lines in a standard font: Helvetica's WinAnsi encoding has Ç, Ö and Ü but not ğ, ı or ş, which
 * are written without their marks (and ₺ as TL), as a cash register prints them.
 */
export interface DemoInvoice {
  vendor: string;
  invoiceNo: string;
  date: Date;
  description: string;
  amountKurus: number;
  siteName: string;
}

const WITHOUT_MARKS: Record<string, string> = { ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ş: 's', Ş: 'S' };

/** A PDF string literal in WinAnsi: the letters above without marks, ( ) \ escaped, others as octal. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/[ğĞıİşŞ]/g, (c) => WITHOUT_MARKS[c]).replace(/₺/g, 'TL')) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

export function demoInvoicePdf(invoice: DemoInvoice): Buffer {
  const lines: Array<[size: number, text: string]> = [
    [18, invoice.vendor],
    [11, 'FATURA'],
    [11, `Fatura No: ${invoice.invoiceNo}`],
    [11, `Tarih: ${invoice.date.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })}`],
    [11, `Sayın ${invoice.siteName} Yönetimi`],
    [11, invoice.description],
    [14, `Ödenecek Tutar: ${formatMoney(invoice.amountKurus / 100)}`],
  ];
  const content = `BT 72 770 Td ${lines.map(([size, text]) => `/F1 ${size} Tf ${pdfText(text)} Tj 0 -28 Td`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
