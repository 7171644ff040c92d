import {
  amountInWords,
  formatMoney,
  formatReceiptNo,
  kurusToLira,
  paymentReference,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  RECEIPT_TEXTS as T,
} from '@aidat/shared';
import { renderPdf } from '../../../lib/files/pdf-document.js';
import type { ReceiptRow } from './receipts.repository.js';

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
/** "1.250,00": the reservation's amount, whose sentence writes the ₺ itself. */
const figures = (kurus: number) => money(kurus).replace(/\s*₺$/, '');
const istanbulDate = (at: Date) =>
  at.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

/**
 * The tahsilat makbuzu of one payment (PRODUCT.md §11): the site, the number and date, who paid
 * for which unit, the amount in figures and in words, what it paid, the account and method, who
 * recorded it, the unit's balance after it and, while something is still owed, the TBK 104
 * reservation. A reversed payment's receipt says İPTAL.
 */
export function receiptPdf(r: ReceiptRow): Promise<Buffer> {
  const number = formatReceiptNo(r.receiptYear, r.receiptNo) ?? '';
  return renderPdf({ size: 'A5', margin: 36, info: { Title: `${T.title} ${number}`, Author: r.siteName } }, (doc) => {
    doc.font('bold').fontSize(14).text(r.siteName);
    doc.font('regular').fontSize(9).text(r.siteAddress).moveDown();
    doc.font('bold').fontSize(13).text(T.title, { align: 'center' });
    if (r.reversed) doc.fillColor('#b00020').fontSize(20).text(T.cancelled, { align: 'center' }).fillColor('black');
    doc.moveDown(0.5).fontSize(10);
    const line = (label: string, value: string) => {
      doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
    };
    line(T.number, number);
    line(T.date, istanbulDate(r.occurredAt));
    line(T.payer, r.payerName ?? '—');
    line(T.unit, T.unitName(r.block, r.doorNumber));
    line(T.paymentReference, paymentReference(r.sitePaymentCode, r.block, r.doorNumber));
    line(T.amount, money(r.amountKurus));
    line(T.inWords, amountInWords(r.amountKurus));
    line(T.paidFor, r.additionalChargeTitle ? `${r.additionalChargeTitle} • ${r.description}` : r.description);
    line(T.account, r.accountName ?? '—');
    line(T.method, r.method ? PAYMENT_METHOD_LABELS[r.method as PaymentMethod] : '—');
    line(T.recordedBy, r.createdByName ?? '—');
    line(T.balanceAfter, money(Math.max(r.balanceAfterKurus, 0)));
    if (r.balanceAfterKurus > 0)
      doc
        .moveDown(0.5)
        .font('bold')
        .text(T.reservation(figures(r.balanceAfterKurus)));
    if (r.reversed) doc.moveDown(0.5).font('regular').fillColor('#b00020').text(T.cancelledNote).fillColor('black');
    doc
      .moveDown()
      .font('regular')
      .fontSize(8)
      .text(T.verification(r.siteId, number, r.receiptCode));
    doc.text(T.verificationHint);
  });
}
