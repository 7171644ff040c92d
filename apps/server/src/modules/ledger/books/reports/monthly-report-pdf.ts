import { formatBalance, formatMoney, MONTHLY_REPORT_PDF_TEXTS as T, type MonthlyReportDto } from '@aidat/shared';
import { renderPdf } from '../../../../lib/files/pdf-document.js';

const money = (lira: number) => formatMoney(lira);
const percent = (rate: number | null) =>
  rate === null ? T.noCharge : `%${(rate * 100).toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;

/**
 * The monthly report as a PDF to hand out or pin to the notice board (PRODUCT.md §11): the same
 * figures as the screen, which reconcile to the kuruş (closing = opening + income − expenses).
 */
export function monthlyReportPdf(report: MonthlyReportDto): Promise<Buffer> {
  return renderPdf(
    { size: 'A4', margin: 40, info: { Title: `${T.title} ${report.month}`, Author: report.siteName } },
    (doc) => {
      const left = 40;
      const heading = (text: string) =>
        doc.moveDown(0.8).font('bold').fontSize(11).text(text, left).font('regular').fontSize(9.5);
      /** A label and its figure on one line, the figure right-aligned at the page's edge. */
      const pair = (label: string, value: string, bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'bold' : 'regular').text(label, left, y, { width: 330 });
        doc.text(value, 370, y, { width: 185, align: 'right' });
        doc.font('regular');
      };

      doc.font('bold').fontSize(14).text(report.siteName);
      doc
        .fontSize(13)
        .text(`${T.title} • ${T.month(report.month)}`)
        .font('regular')
        .fontSize(9.5);

      heading(T.summary);
      pair(T.opening, money(report.totals.opening));
      pair(T.income, money(report.income.total));
      pair(T.expenses, money(report.expenses.total));
      pair(T.closing, money(report.totals.closing), true);
      pair(T.charged, money(report.charged));
      pair(T.collected, money(report.collected));
      pair(T.collectionRate, percent(report.collectionRate));
      pair(T.receivables, money(report.receivables));

      heading(T.accounts);
      const columns = [
        T.accountColumns.name,
        T.accountColumns.opening,
        T.accountColumns.income,
        T.accountColumns.expenses,
        T.accountColumns.transfers,
        T.accountColumns.closing,
      ];
      const xs = [40, 180, 255, 330, 405, 480];
      const tableRow = (cells: string[], bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'bold' : 'regular');
        cells.forEach((cell, i) => {
          doc.text(cell, xs[i], y, { width: i === 0 ? 135 : 73, align: i === 0 ? 'left' : 'right' });
        });
        doc.font('regular');
      };
      tableRow(columns, true);
      for (const a of report.accounts)
        tableRow([
          a.name,
          money(a.opening),
          money(a.income),
          money(a.expenses),
          formatBalance(a.transfersIn - a.transfersOut),
          money(a.closing),
        ]);

      heading(T.incomeByType);
      pair(T.dues, money(report.income.dues));
      for (const a of report.income.additional) pair(T.additional(a.title), money(a.amount));
      pair(T.total, money(report.income.total), true);

      heading(T.expensesByCategory);
      if (report.expenses.byCategory.length === 0) pair(T.none, money(0));
      for (const c of report.expenses.byCategory) pair(c.name, money(c.amount));
      pair(T.total, money(report.expenses.total), true);
    },
  );
}
