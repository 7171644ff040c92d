import {
  BUDGET_PDF_TEXTS as T,
  BUDGET_SPLIT_LABELS,
  BUDGET_STATUS_LABELS,
  type BudgetDto,
  budgetPeriodLabel,
  formatMoney,
  kurusToLira,
  liraToKurus,
  spreadOverMonths,
} from '@aidat/shared';
import { renderPdf } from '../../../lib/files/pdf-document.js';

export interface BudgetPdfUnit {
  label: string;
  yearlyKurus: number;
  /** The first and the last month's dues (they differ by at most a kuruş). */
  highKurus: number;
  lowKurus: number;
}

const money = (kurus: number) => formatMoney(kurusToLira(kurus));
/** "2026-01-05" → "05.01.2026". */
const trDate = (day: string) => day.split('-').reverse().join('.');

/**
 * The işletme projesi to hand to the owners when it is served (PRODUCT.md §13, KMK art. 37): the
 * site, the period, the lines with their totals, each unit's yearly share and monthly dues, the
 * seven-day objection window and the revaluation warning, if any.
 */
export function budgetPdf(budget: BudgetDto, siteAddress: string, units: BudgetPdfUnit[]): Promise<Buffer> {
  return renderPdf(
    { size: 'A4', margin: 40, info: { Title: `${T.title} ${budget.periodStart}`, Author: budget.siteName } },
    (doc) => {
      const left = 40;
      const bottom = doc.page.height - 50;
      const heading = (text: string) =>
        doc.moveDown(0.8).font('bold').fontSize(11).text(text, left).font('regular').fontSize(9.5);
      const pair = (label: string, value: string) => {
        const y = doc.y;
        doc.font('bold').text(label, left, y, { width: 160 });
        doc.font('regular').text(value, 200, y, { width: 355 });
      };
      /** One table row at fixed columns; a new page (with the header again) when this one is full. */
      const table = (xs: number[], widths: number[], header: string[]) => {
        const row = (cells: string[], bold = false) => {
          if (doc.y > bottom) {
            doc.addPage();
            row(header, true);
          }
          const y = doc.y;
          doc.font(bold ? 'bold' : 'regular');
          let next = y;
          cells.forEach((cell, i) => {
            doc.text(cell, xs[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' });
            next = Math.max(next, doc.y);
          });
          doc.font('regular');
          doc.y = next;
        };
        row(header, true);
        return row;
      };

      doc.font('bold').fontSize(14).text(budget.siteName, left);
      doc.font('regular').fontSize(9.5).text(siteAddress, left);
      doc.moveDown(0.4).font('bold').fontSize(13).text(T.title, left).font('regular').fontSize(9.5);
      doc.moveDown(0.4);
      pair(T.period, budgetPeriodLabel(budget.periodStart, budget.periodEnd));
      pair(T.status, BUDGET_STATUS_LABELS[budget.status]);
      if (budget.servedAt) pair(T.servedAt, trDate(budget.servedAt));
      if (budget.objectionEndsAt) pair(T.objectionUntil, trDate(budget.objectionEndsAt));
      if (budget.decisionNo && budget.decidedAt)
        doc.text(T.decision(budget.decisionNo, trDate(budget.decidedAt)), left);
      else if (budget.status === 'approved' && budget.decidedAt)
        doc.text(T.finalWithoutObjection(trDate(budget.decidedAt)), left);
      if (budget.appliesFrom) doc.text(T.appliesFrom(budget.appliesFrom), left);
      doc.moveDown(0.4).text(T.objectionNote, left, doc.y, { width: 515 });
      if (budget.revaluation?.message) {
        heading(T.revaluation);
        doc.text(budget.revaluation.message, left, doc.y, { width: 515 });
      }

      heading(T.lines);
      const lineRow = table(
        [40, 230, 350, 460],
        [185, 115, 105, 95],
        [T.lineColumns.category, T.lineColumns.split, T.lineColumns.yearly, T.lineColumns.monthly],
      );
      for (const line of budget.lines) {
        const kurus = liraToKurus(line.yearlyAmount);
        lineRow([line.categoryName, BUDGET_SPLIT_LABELS[line.split], money(kurus), money(spreadOverMonths(kurus)[11])]);
      }
      const total = liraToKurus(budget.total);
      lineRow([T.total, '', money(total), money(spreadOverMonths(total)[11])], true);

      heading(T.units);
      if (units.length === 0) doc.text(T.noUnits, left);
      else {
        const unitRow = table(
          [40, 260, 400],
          [215, 135, 155],
          [T.unitColumns.unit, T.unitColumns.yearly, T.unitColumns.monthly],
        );
        for (const u of units) {
          unitRow([u.label, money(u.yearlyKurus), T.monthlyRange(money(u.highKurus), money(u.lowKurus))]);
        }
        doc.moveDown(0.4).text(T.monthlyNote, left, doc.y, { width: 515 });
      }
    },
  );
}
