import { CLEARANCE_TEXTS as T, formatMoney, kurusToLira, RECEIPT_TEXTS } from '@aidat/shared';
import { renderPdf } from '../../lib/files/pdf-document.js';

export interface ClearanceData {
  siteName: string;
  siteAddress: string;
  block: string;
  doorNumber: string;
  owners: Array<{ fullName: string; shareNumerator: number; shareDenominator: number }>;
  /** "DD.MM.YYYY". */
  day: string;
  balanceKurus: number;
  issuedBy: string;
}

/** The 'borcu yoktur' letter (ilişiksizlik belgesi, PRODUCT.md §16) on one A4 page. */
export function clearancePdf(data: ClearanceData): Promise<Buffer> {
  const unit = RECEIPT_TEXTS.unitName(data.block, data.doorNumber);
  return renderPdf({ size: 'A4', margin: 56, info: { Title: T.title, Author: data.siteName } }, (doc) => {
    doc.font('bold').fontSize(14).text(data.siteName);
    doc.font('regular').fontSize(9).text(data.siteAddress).moveDown(2);
    doc.font('bold').fontSize(15).text(T.title, { align: 'center' }).moveDown(1.5);

    const line = (label: string, value: string) => {
      doc.font('bold').fontSize(10.5).text(`${label}: `, { continued: true });
      doc.font('regular').text(value);
    };
    line(T.site, data.siteName);
    line(T.address, data.siteAddress);
    line(T.unit, unit);
    line(
      T.owners,
      data.owners.length === 0
        ? T.noOwners
        : data.owners.map((o) => `${o.fullName} (${o.shareNumerator}/${o.shareDenominator})`).join(', '),
    );
    line(T.day, data.day);
    line(T.balance, formatMoney(kurusToLira(data.balanceKurus)));
    doc.moveDown(1.5);

    doc.font('bold').fontSize(22).text(T.noDebt, { align: 'center' }).moveDown(1);
    doc.font('regular').fontSize(10.5).text(T.body(unit, data.day), { align: 'justify' }).moveDown(0.8);
    doc.text(T.validity).moveDown(3);

    line(T.issuedBy, `${data.issuedBy} (${T.role})`);
    doc.moveDown(2.5);
    const y = doc.y;
    doc.moveTo(340, y).lineTo(540, y).stroke();
    doc.fontSize(9).text(T.signature, 340, y + 4, { width: 200, align: 'center' });
  });
}
