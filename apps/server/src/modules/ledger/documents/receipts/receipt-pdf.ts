import {
  amountInWords,
  duesDescription,
  formatMoney,
  formatReceiptNo,
  kurusToLira,
  paymentReference,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  RECEIPT_TEXTS as T,
} from '@aidat/shared';
import { renderPdf } from '../../../../lib/files/pdf-document.js';
import { owedKurus } from '../../posting/public.js';
import { duesSettled, remainderAfter } from './receipt-settlement.js';
import type { ReceiptRow } from './receipts.repository.js';

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
/** "1.250,00": the reservation's amount, whose sentence writes the ₺ itself. */
const figures = (kurus: number) => money(kurus).replace(/\s*₺$/, '');
const istanbulDate = (at: Date) =>
  at.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

/**
 * What the payment paid: an ek bütçe payment its charge; a dues payment the opening debt and the
 * months it settled, oldest first (a part of one said so), the late fees posted with it that the
 * rest paid, and any advance beyond them.
 */
function paidFor(r: ReceiptRow): string {
  if (r.additionalChargeTitle) return `${r.additionalChargeTitle} • ${r.description}`;
  if (r.type !== 'aidat_payment') return r.description;
  const settled = duesSettled(r);
  const parts = [
    ...(settled.openingKurus > 0 ? [T.openingDebt] : []),
    ...settled.months.map((m) => (m.whole ? duesDescription(m.period) : T.monthPartly(duesDescription(m.period)))),
    ...(settled.lateFeeKurus > 0 ? [T.lateFee(figures(settled.lateFeeKurus))] : []),
    ...(settled.advanceKurus > 0 ? [T.advance(figures(settled.advanceKurus))] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : r.description;
}

/**
 * The tahsilat makbuzu of one payment (PRODUCT.md §11): the site, the number and date, who paid
 * for which unit, the amount in figures and in words, what it paid, the account and method, who
 * recorded it, the unit's balance after it and what is left as it is: the TBK 104 reservation for
 * debt of earlier periods, this month's remainder said plainly; lines to sign and stamp. A
 * reversed payment's receipt says İPTAL.
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
    line(T.paidFor, paidFor(r));
    line(T.account, r.accountName ?? '—');
    line(T.method, r.method ? PAYMENT_METHOD_LABELS[r.method as PaymentMethod] : '—');
    line(T.recordedBy, r.createdByName ?? '—');
    line(T.balanceAfter, money(owedKurus(r.balanceAfterKurus)));
    const left = remainderAfter(r);
    if (left.earlierKurus > 0)
      doc
        .moveDown(0.5)
        .font('bold')
        .text(T.reservation(figures(left.earlierKurus)));
    else if (left.thisMonthKurus > 0)
      doc
        .moveDown(0.5)
        .font('regular')
        .text(T.thisMonthLeft(figures(left.thisMonthKurus)));
    if (r.reversed) doc.moveDown(0.5).font('regular').fillColor('#b00020').text(T.cancelledNote).fillColor('black');
    // Room to sign and stamp a printed copy, side by side.
    doc.moveDown(2).font('regular').fontSize(9);
    const y = doc.y;
    const half = (doc.page.width - 72) / 2;
    doc.text('_'.repeat(28), 36, y, { width: half }).text(T.signature, { width: half });
    doc.text('_'.repeat(28), 36 + half, y, { width: half }).text(T.stamp, { width: half });
    doc.x = 36;
    doc
      .moveDown()
      .font('regular')
      .fontSize(8)
      .text(T.verification(r.siteId, number, r.receiptCode));
    doc.text(T.verificationHint);
  });
}
