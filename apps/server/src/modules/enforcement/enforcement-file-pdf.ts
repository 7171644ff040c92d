import { ENFORCEMENT_FILE_TEXTS as T, formatMoney, kurusToLira, RECEIPT_TEXTS } from '@aidat/shared';
import { renderPdf } from '../../lib/files/pdf-document.js';

/** One line of the file's statement: an unpaid charge and its late fees, in kuruş. */
export interface FileCharge {
  description: string;
  due: string;
  duesPeriod: string | null;
  additionalChargeId: number | null;
  unpaidKurus: number;
  daysLate: number;
  rateBps: number;
  /** Posted fees of the charge still owed. */
  feePostedKurus: number;
  /** Accrued to the file's day and not posted. */
  feeAccruedKurus: number;
}

export interface EnforcementFileData {
  asOf: string;
  madeAt: Date;
  madeBy: string;
  site: { name: string; address: string; managers: string[] };
  unit: { block: string; doorNumber: string };
  owners: Array<{ fullName: string; shareNumerator: number; shareDenominator: number }>;
  tenant: string | null;
  enforcement: { startedOn: string; office: string | null; fileNo: string | null; note: string | null } | null;
  lateFees: { rateBps: number; dueDay: number } | null;
  charges: FileCharge[];
  months: Array<{
    period: string;
    budget: {
      periodStart: string;
      periodEnd: string;
      servedAt: string;
      decidedAt: string;
      decisionNo: string | null;
      shareKurus: number;
    } | null;
  }>;
  additionalCharges: Array<{
    title: string;
    day: string;
    /** The kurul's decision it names (PRODUCT.md §18), or null when none was recorded in Aidat. */
    decision: { number: number; day: string; title: string } | null;
  }>;
}

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
/** "YYYY-MM-DD" as Turkish documents write a day. */
const trDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const percent = (bps: number) => (bps / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/** The statement's columns: x and width in points on an A4 page with 40 pt margins. */
const COLUMNS = {
  description: { x: 40, width: 150 },
  due: { x: 192, width: 52 },
  unpaid: { x: 246, width: 62 },
  daysLate: { x: 310, width: 40 },
  rate: { x: 352, width: 36 },
  feePosted: { x: 390, width: 80 },
  feeAccrued: { x: 472, width: 83 },
} as const;
const NUMERIC = new Set(['unpaid', 'daysLate', 'rate', 'feePosted', 'feeAccrued']);

/**
 * The icra file for the lawyer (PRODUCT.md §21, İİK 68/1): a cover, the statement of unpaid charges
 * with their late fees and the totals, and what the claim rests on (the approved işletme projesi of
 * each month with debt, or the warning; each ek bütçe with debt).
 */
export function enforcementFilePdf(data: EnforcementFileData): Promise<Buffer> {
  const unit = RECEIPT_TEXTS.unitName(data.unit.block, data.unit.doorNumber);
  return renderPdf({ size: 'A4', margin: 40, info: { Title: T.title, Author: data.site.name } }, (doc) => {
    const line = (label: string, value: string) => {
      doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
      doc.font('regular').text(value);
    };
    const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(12).text(text, 40).moveDown(0.3);

    doc.font('bold').fontSize(16).text(T.title, { align: 'center' });
    doc
      .font('regular')
      .fontSize(10)
      .text(T.subtitle(unit, trDay(data.asOf)), { align: 'center' })
      .moveDown();
    heading(T.cover);
    line(T.site, data.site.name);
    line(T.address, data.site.address);
    line(T.managers, data.site.managers.join(', ') || '—');
    line(T.unit, unit);
    line(
      T.owners,
      data.owners.length === 0
        ? T.noOwners
        : data.owners.map((o) => `${o.fullName} (${o.shareNumerator}/${o.shareDenominator})`).join(', '),
    );
    line(T.tenant, data.tenant ?? T.noTenant);
    if (data.enforcement) {
      line(T.enforcement, T.since(trDay(data.enforcement.startedOn)));
      if (data.enforcement.office) line(T.office, data.enforcement.office);
      if (data.enforcement.fileNo) line(T.fileNo, data.enforcement.fileNo);
      if (data.enforcement.note) line(T.note, data.enforcement.note);
    } else line(T.enforcement, T.notUnderEnforcement);
    if (data.lateFees)
      doc
        .moveDown(0.3)
        .fontSize(9)
        .text(T.lateFeeRule(percent(data.lateFees.rateBps), data.lateFees.dueDay));

    heading(T.statement);
    const row = (cells: Partial<Record<keyof typeof COLUMNS, string>>, bold = false) => {
      if (doc.y > doc.page.height - 70) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular').fontSize(8);
      let bottom = y;
      for (const [key, column] of Object.entries(COLUMNS)) {
        const text = cells[key as keyof typeof COLUMNS];
        if (!text) continue;
        doc.text(text, column.x, y, { width: column.width, align: NUMERIC.has(key) ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
      }
      doc.x = 40;
      doc.y = bottom + 3;
    };
    if (data.charges.length === 0) doc.font('regular').fontSize(10).text(T.noDebt);
    else {
      row(T.columns, true);
      for (const c of data.charges)
        row({
          description: c.description,
          due: trDay(c.due),
          unpaid: money(c.unpaidKurus),
          daysLate: String(c.daysLate),
          rate: `%${percent(c.rateBps)}`,
          feePosted: money(c.feePostedKurus),
          feeAccrued: money(c.feeAccruedKurus),
        });
    }
    const sum = (pick: (c: FileCharge) => number) => data.charges.reduce((total, c) => total + pick(c), 0);
    const principal = sum((c) => c.unpaidKurus);
    const posted = sum((c) => c.feePostedKurus);
    const accrued = sum((c) => c.feeAccruedKurus);
    heading(T.totals);
    line(T.principal, money(principal));
    line(T.feesPosted, money(posted));
    line(T.feesAccrued(trDay(data.asOf)), money(accrued));
    line(T.total, money(principal + posted + accrued));

    if (data.months.length > 0) {
      heading(T.budgets);
      for (const m of data.months) {
        doc.font('bold').fontSize(9.5).text(m.period, 40);
        doc.font('regular').fontSize(9);
        if (!m.budget) doc.text(T.noApprovedBudget);
        else {
          const b = m.budget;
          doc.text(T.budgetLine(b.periodStart, b.periodEnd));
          doc.text(
            `${T.served}: ${trDay(b.servedAt)} · ${T.approved}: ${trDay(b.decidedAt)} · ${T.decision}: ${
              b.decisionNo ?? '—'
            } · ${T.monthlyShare}: ${money(b.shareKurus)}`,
          );
        }
        doc.moveDown(0.2);
      }
    }
    if (data.additionalCharges.length > 0) {
      heading(T.additionalCharges);
      for (const a of data.additionalCharges) {
        doc
          .font('bold')
          .fontSize(9.5)
          .text(T.additionalChargeLine(a.title, trDay(a.day)), 40);
        doc
          .font('regular')
          .fontSize(9)
          .text(
            a.decision
              ? T.decisionRecorded(a.decision.number, trDay(a.decision.day), a.decision.title)
              : T.noDecisionRecorded,
          )
          .moveDown(0.2);
      }
    }
    doc
      .moveDown()
      .font('regular')
      .fontSize(8)
      .text(T.madeBy(data.madeBy, data.madeAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })), 40);
  });
}
