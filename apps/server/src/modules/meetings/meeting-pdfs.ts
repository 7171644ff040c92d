import { type HazirunDto, MEETING_TEXTS as T, type MeetingSession, type MotionDto } from '@aidat/shared';
import { renderPdf } from '../../lib/files/pdf-document.js';
import { drawTable } from './meeting-pdf-table.js';
import { type MeetingNotice, trInstant } from './meeting-notice.js';

/** The kurul's printed documents (PRODUCT.md §18): the çağrı, the hazirun list and the karar text. */

const PAGE = { size: 'A4' as const, margin: 40 };

/** A share 0–1 as a percentage with four decimals ("%52,3456"): enough to see 50 % is passed. */
export const sharePercent = (share: number) =>
  `%${(share * 100).toLocaleString('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;

function madeAt(doc: PDFKit.PDFDocument, at: Date) {
  doc
    .moveDown()
    .font('regular')
    .fontSize(8)
    .text(T.madeAt(trInstant(at)), 40);
}

/** notice.pdf: the çağrı with a signature column for the owners who sign for it (KMK 29). */
export function noticePdf(
  notice: MeetingNotice,
  owners: Array<{ unitLabel: string; ownerName: string }>,
  at: Date,
): Promise<Buffer> {
  return renderPdf({ ...PAGE, info: { Title: notice.title } }, (doc) => {
    doc.font('bold').fontSize(14).text(notice.title, { align: 'center' }).moveDown();
    doc.font('regular').fontSize(10).text(notice.intro).moveDown(0.5);
    for (const f of notice.facts) {
      doc.font('bold').text(`${f.label}: `, { continued: true });
      doc.font('regular').text(f.value);
    }
    doc.moveDown(0.5).font('bold').text(`${T.agenda}:`);
    doc.font('regular');
    for (const item of notice.agenda) doc.text(item, { indent: 10 });
    doc.moveDown(0.5).text(notice.secondMeetingSentence);
    doc.moveDown(0.5).fontSize(8.5).text(notice.legal).moveDown();
    doc.font('bold').fontSize(11).text(T.noticeSignatures).moveDown(0.3);
    const c = T.noticeColumns;
    drawTable(
      doc,
      [
        { key: 'unit', width: 70 },
        { key: 'owner', width: 195 },
        { key: 'day', width: 100 },
        { key: 'signature', width: 150 },
      ],
      { unit: c.unit, owner: c.owner, day: c.day, signature: c.signature },
      owners.map((o) => ({ unit: o.unitLabel, owner: o.ownerName })),
    );
    madeAt(doc, at);
  });
}

export interface HazirunUnit {
  unitId: number;
  label: string;
  owners: string[];
  landShare: string;
}

function hazirunSummary(doc: PDFKit.PDFDocument, h: HazirunDto) {
  doc
    .font('regular')
    .fontSize(10)
    .text(T.hazirunCounts(h.presentOwners, h.totalOwners, sharePercent(h.presentLandShare)));
  doc.text(!h.quorumRequired ? T.quorumNotRequired : h.quorumMet ? T.quorumMet : T.quorumNotMet);
}

/** hazirun.pdf: every unit, its owners, its arsa payı and who attended, with a signature column. */
export function hazirunPdf(
  meeting: { siteName: string; title: string; kind: string; at: Date; place: string },
  session: MeetingSession,
  units: HazirunUnit[],
  hazirun: HazirunDto,
  at: Date,
): Promise<Buffer> {
  const entries = new Map(hazirun.entries.map((e) => [e.unitId, e]));
  return renderPdf({ ...PAGE, info: { Title: T.hazirunTitle, Author: meeting.siteName } }, (doc) => {
    doc.font('bold').fontSize(14).text(T.hazirunTitle, { align: 'center' });
    doc
      .font('regular')
      .fontSize(10)
      .text(`${meeting.siteName} · ${meeting.kind} · ${meeting.title}`, { align: 'center' });
    doc
      .text(`${T.sessions[session]}: ${T.atPlace(trInstant(meeting.at), meeting.place)}`, { align: 'center' })
      .moveDown();
    hazirunSummary(doc, hazirun);
    doc.moveDown(0.5);
    const c = T.hazirunColumns;
    drawTable(
      doc,
      [
        { key: 'unit', width: 55 },
        { key: 'owners', width: 165 },
        { key: 'landShare', width: 65 },
        { key: 'attended', width: 120 },
        { key: 'signature', width: 110 },
      ],
      { unit: c.unit, owners: c.owners, landShare: c.landShare, attended: c.attended, signature: c.signature },
      units.map((u) => {
        const e = entries.get(u.unitId);
        return {
          unit: u.label,
          owners: u.owners.length > 0 ? u.owners.join(', ') : T.noOwner,
          landShare: u.landShare,
          attended: !e ? '' : !e.present ? T.absent : e.proxyName ? T.byProxy(e.proxyName) : T.inPerson,
        };
      }),
    );
    madeAt(doc, at);
  });
}

export interface MinutesSession {
  session: MeetingSession;
  at: Date;
  place: string;
  hazirun: HazirunDto | null;
  motions: Array<MotionDto & { number: number }>;
}

/** minutes.pdf: the karar text to copy into the notarised karar defteri (KMK 32). */
export function minutesPdf(
  meeting: { siteName: string; title: string; kind: string },
  agenda: Array<{ id: number; order: number; title: string }>,
  sessions: MinutesSession[],
  at: Date,
): Promise<Buffer> {
  return renderPdf({ ...PAGE, info: { Title: T.minutesTitle, Author: meeting.siteName } }, (doc) => {
    doc.font('bold').fontSize(14).text(T.minutesTitle, { align: 'center' }).moveDown();
    const fact = (label: string, value: string) => {
      doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
      doc.font('regular').text(value);
    };
    fact(T.site, meeting.siteName);
    fact(T.kind, `${meeting.kind} · ${meeting.title}`);
    const motionBlock = (m: MotionDto & { number: number }) => {
      doc.font('bold').fontSize(10).text(T.motionLine(m.number, m.title), 50);
      doc.font('regular').fontSize(9.5);
      if (m.text) doc.text(m.text, 50);
      doc.text(`${T.threshold}: ${T.thresholds[m.threshold]}`, 50);
      if (m.result) {
        doc.text(T.counts(m.result.yes, m.result.no, m.result.abstain, sharePercent(m.result.yesLandShare)), 50);
        doc.font('bold').text(m.result.passed ? T.accepted : T.rejected, 50);
      } else doc.text(T.notVoted, 50);
      doc.moveDown(0.4);
    };
    for (const s of sessions) {
      doc.moveDown(0.6);
      fact(T.session, T.sessions[s.session]);
      fact(T.dateAndPlace, T.atPlace(trInstant(s.at), s.place));
      doc.moveDown(0.3).font('bold').fontSize(11).text(T.hazirun, 40);
      if (s.hazirun) hazirunSummary(doc, s.hazirun);
      else doc.font('regular').fontSize(10).text(T.noAttendance);
      // A session that decided nothing (a first one without its quorum) has only its hazirun.
      if (s.motions.length === 0) continue;
      doc.moveDown(0.3).font('bold').fontSize(11).text(T.decisions, 40).moveDown(0.2);
      for (const item of agenda) {
        doc.font('bold').fontSize(10.5).text(T.agendaItem(item.order, item.title), 40);
        const motions = s.motions.filter((m) => m.agendaItemId === item.id);
        if (motions.length === 0) doc.font('regular').fontSize(9.5).text(T.noMotion, 50).moveDown(0.3);
        for (const m of motions) motionBlock(m);
      }
      const others = s.motions.filter((m) => m.agendaItemId === null);
      if (others.length > 0) {
        doc.font('bold').fontSize(10.5).text(T.otherMotions, 40);
        for (const m of others) motionBlock(m);
      }
    }
    doc.moveDown().font('regular').fontSize(9).text(T.minutesNote, 40);
    madeAt(doc, at);
  });
}
