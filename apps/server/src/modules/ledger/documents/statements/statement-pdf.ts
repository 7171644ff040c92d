import { formatMoney, formatReceiptNo, kurusToLira, paymentReference, STATEMENT_TEXTS as T } from '@aidat/shared';
import { renderPdf } from '../../../../lib/files/pdf-document.js';
import type { StatementData } from './statements.repository.js';

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
const istanbulDay = (at: Date) => at.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });

/** Columns of the entries table: x and width in points on an A4 page with 40 pt margins. */
const COLUMNS = {
  date: { x: 40, width: 62 },
  description: { x: 104, width: 190 },
  receipt: { x: 296, width: 68 },
  debit: { x: 366, width: 62 },
  credit: { x: 430, width: 62 },
  balance: { x: 494, width: 61 },
} as const;

/**
 * A unit's hesap ekstresi (PRODUCT.md §11): the balance brought forward, every entry of the range
 * with the balance after it, and the closing balance. `from` and `to` are the printed days.
 */
export function statementPdf(data: StatementData, from: string, to: string): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 40, info: { Title: T.title, Author: data.siteName } }, (doc) => {
    doc.font('bold').fontSize(14).text(data.siteName);
    doc.font('regular').fontSize(9).text(data.siteAddress).moveDown();
    doc.font('bold').fontSize(13).text(T.title, { align: 'center' }).moveDown(0.5);
    doc.font('regular').fontSize(10).text(T.unit(data.block, data.doorNumber));
    doc.text(`${T.paymentReference}: ${paymentReference(data.sitePaymentCode, data.block, data.doorNumber)}`);
    if (data.residentName) doc.text(`${T.resident}: ${data.residentName}`);
    doc.text(T.period(from, to)).moveDown();

    const row = (cells: Partial<Record<keyof typeof COLUMNS, string>>, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
      let bottom = y;
      for (const [key, column] of Object.entries(COLUMNS) as Array<
        [keyof typeof COLUMNS, { x: number; width: number }]
      >) {
        const text = cells[key];
        if (!text) continue;
        const numeric = key === 'debit' || key === 'credit' || key === 'balance';
        doc.text(text, column.x, y, { width: column.width, align: numeric ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
      }
      doc.x = 40;
      doc.y = bottom + 3;
      if (doc.y > doc.page.height - 60) doc.addPage();
    };
    row(T.columns, true);
    // A statement (cari hesap ekstresi) shows the balance as what is owed: a charge is its
    // debit, a payment its credit, and the ledger's balance (payments − charges) negated.
    let owed = -data.openingBalanceKurus;
    row({ description: T.opening, balance: money(owed) }, true);
    if (data.entries.length === 0) row({ description: T.noEntries });
    for (const e of data.entries) {
      owed -= e.balanceKurus;
      row({
        date: istanbulDay(e.occurredAt),
        description: e.description,
        receipt: formatReceiptNo(e.receiptYear, e.receiptNo) ?? '',
        debit: e.balanceKurus < 0 ? money(-e.balanceKurus) : '',
        credit: e.balanceKurus > 0 ? money(e.balanceKurus) : '',
        balance: money(owed),
      });
    }
    row({ description: T.closing, balance: money(owed) }, true);
    doc
      .moveDown()
      .font('regular')
      .fontSize(8)
      .text(T.printedAt(new Date().toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })), 40);
  });
}
