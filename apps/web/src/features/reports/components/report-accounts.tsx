import type { MonthlyReportDto } from '@aidat/shared';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { EmptyState } from '../../../components/ui/states';
import { REPORT_TEXTS as T } from '../messages';

const plain = (value: number) => <Money value={value} signed={false} />;

/** Each account's month: opening, money in and out, transfers, closing; the totals row below. */
export function ReportAccounts({ report }: { report: MonthlyReportDto }) {
  const totals = report.accounts.reduce(
    (sum, a) => ({
      income: sum.income + a.income,
      expenses: sum.expenses + a.expenses,
      transfersIn: sum.transfersIn + a.transfersIn,
      transfersOut: sum.transfersOut + a.transfersOut,
    }),
    { income: 0, expenses: 0, transfersIn: 0, transfersOut: 0 },
  );
  return (
    <Card className="mb-4" data-testid="report-accounts">
      <Card.Header as="h3" className="h6 mb-0">
        {T.accounts}
      </Card.Header>
      <Card.Body>
        {report.accounts.length === 0 ? (
          <EmptyState text={T.noAccounts} />
        ) : (
          <Table responsive size="sm" className="mb-0 align-middle" aria-label={T.accounts}>
            <thead>
              <tr>
                <th scope="col">{T.colAccount}</th>
                <th scope="col" className="text-end">
                  {T.colOpening}
                </th>
                <th scope="col" className="text-end">
                  {T.colIncome}
                </th>
                <th scope="col" className="text-end">
                  {T.colExpenses}
                </th>
                <th scope="col" className="text-end">
                  {T.colTransfersIn}
                </th>
                <th scope="col" className="text-end">
                  {T.colTransfersOut}
                </th>
                <th scope="col" className="text-end">
                  {T.colClosing}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.accounts.map((a) => (
                <tr key={a.id} data-testid="report-account">
                  <th scope="row" className="fw-normal">
                    {a.name} <span className="small text-body-secondary">({T.kinds[a.kind]})</span>
                  </th>
                  <td className="text-end">{plain(a.opening)}</td>
                  <td className="text-end">{plain(a.income)}</td>
                  <td className="text-end">{plain(a.expenses)}</td>
                  <td className="text-end">{plain(a.transfersIn)}</td>
                  <td className="text-end">{plain(a.transfersOut)}</td>
                  <td className="text-end fw-semibold">{plain(a.closing)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">{T.totalRow}</th>
                <td className="text-end">{plain(report.totals.opening)}</td>
                <td className="text-end">{plain(totals.income)}</td>
                <td className="text-end">{plain(totals.expenses)}</td>
                <td className="text-end">{plain(totals.transfersIn)}</td>
                <td className="text-end">{plain(totals.transfersOut)}</td>
                <td className="text-end">{plain(report.totals.closing)}</td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
