import { formatMoney, HANDOVER_TEXTS as T, istanbulParts, kurusToLira } from '@aidat/shared';
import { renderPdf } from '../../lib/files/pdf-document.js';
import type { ArchivedFile } from '../../lib/files/zip-archive.js';
import type { HandoverRecord } from './handovers.repository.js';

export interface TutanakData {
  site: { name: string; address: string };
  handover: HandoverRecord;
  /** The decision as the tutanak names it (a typed number and day, or the kurul's motion). */
  decision: string;
  /** The archive's files with their sizes and hashes (in the archive itself: the ones before it). */
  files: readonly ArchivedFile[];
  /** The whole archive's SHA-256; only outside the archive, which cannot hold its own hash. */
  archiveSha256: string | null;
}

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
const two = (n: number) => String(n).padStart(2, '0');
/** An instant as Istanbul's day and time, written out by hand so the bytes never depend on the machine. */
export function istanbulDateTime(at: Date): string {
  const p = istanbulParts(at);
  return `${two(p.day)}.${two(p.month)}.${p.year} ${two(p.hour)}:${two(p.minute)}`;
}
export const trDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const LEFT = 48;
const WIDTH = 499;
const CASH_COLUMNS = [
  { x: LEFT, width: 190 },
  { x: 240, width: 100 },
  { x: 342, width: 100 },
  { x: 444, width: 103 },
];

/**
 * The handover minutes (devir-teslim tutanağı, PRODUCT.md §19): the site, when, both sides, the
 * kurul decision, the cash count of every kasa and the bank and POS balances, the archive's files
 * with their SHA-256, and a signature line for every outgoing manager and the new one. Every part of
 * it comes from the record, and its date is the handover's, so the same handover prints the same bytes.
 */
export function tutanakPdf(data: TutanakData): Promise<Buffer> {
  const h = data.handover;
  return renderPdf(
    {
      size: 'A4',
      margin: LEFT,
      info: { Title: T.tutanakTitle, Author: data.site.name, CreationDate: h.at },
    },
    (doc) => {
      doc.font('bold').fontSize(15).text(T.tutanakTitle, { align: 'center' }).moveDown(1);
      const line = (label: string, value: string) => {
        doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
        doc.font('regular').text(value);
      };
      line(T.site, data.site.name);
      line(T.address, data.site.address);
      line(T.at, istanbulDateTime(h.at));
      line(T.from, h.from.map((m) => m.fullName).join(', ') || '—');
      line(T.to, h.to.fullName);
      line(T.decision, data.decision);
      if (h.by) line(T.by, h.by.fullName);
      if (h.note) line(T.note, h.note);
      doc.moveDown(0.8);

      doc.font('bold').fontSize(11).text(T.cashCount).moveDown(0.3);
      const kasas = h.counts.filter((c) => c.countedKurus !== null);
      if (kasas.length === 0) doc.font('regular').fontSize(10).text(T.noKasa);
      else {
        const row = (cells: string[], bold: boolean) => {
          const y = doc.y;
          doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
          let bottom = y;
          cells.forEach((cell, i) => {
            const c = CASH_COLUMNS[i];
            doc.text(cell, c.x, y, { width: c.width, align: i === 0 ? 'left' : 'right' });
            bottom = Math.max(bottom, doc.y);
          });
          doc.x = LEFT;
          doc.y = bottom + 2;
        };
        const c = T.cashColumns;
        row([c.account, c.book, c.counted, c.difference], true);
        for (const k of kasas) {
          const counted = k.countedKurus ?? 0;
          row([k.accountName, money(k.bookBalanceKurus), money(counted), money(counted - k.bookBalanceKurus)], false);
        }
      }
      doc.moveDown(0.6);
      doc.font('bold').fontSize(11).text(T.otherAccounts, LEFT).moveDown(0.3);
      const others = h.counts.filter((c) => c.countedKurus === null);
      doc.font('regular').fontSize(10);
      if (others.length === 0) doc.text(T.noOtherAccounts);
      for (const o of others) doc.text(`${o.accountName}: ${money(o.bookBalanceKurus)}`);
      doc.moveDown(0.8);

      doc.font('bold').fontSize(11).text(T.archive).moveDown(0.3);
      doc.font('regular').fontSize(9);
      if (data.archiveSha256) doc.text(T.archiveSha256(data.archiveSha256)).moveDown(0.3);
      doc.text(T.archiveFiles(data.files.length)).moveDown(0.2);
      doc.fontSize(7);
      for (const f of data.files) doc.text(`${f.sha256}  ${f.size}  ${f.path}`, { width: WIDTH });
      doc.moveDown(1);

      doc.font('regular').fontSize(10).text(T.statement, { align: 'justify', width: WIDTH }).moveDown(2);
      const sign = (role: string, name: string) => {
        if (doc.y > doc.page.height - 120) doc.addPage();
        const y = doc.y + 24;
        doc.font('bold').fontSize(10).text(`${role}: `, LEFT, doc.y, { continued: true });
        doc.font('regular').text(name);
        doc.moveTo(340, y).lineTo(540, y).stroke();
        doc.fontSize(9).text(T.signature, 340, y + 4, { width: 200, align: 'center' });
        doc.x = LEFT;
        doc.y = y + 24;
      };
      for (const m of h.from) sign(T.handedOver, m.fullName);
      sign(T.tookOver, h.to.fullName);
    },
  );
}
