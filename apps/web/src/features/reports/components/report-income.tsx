import type { MonthlyReportDto } from '@aidat/shared';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { REPORT_TEXTS as T } from '../messages';

/** Money in by type: dues, then each ek bütçe paid into the month, and their total. */
export function ReportIncome({ report }: { report: MonthlyReportDto }) {
  return (
    <Card className="h-100" data-testid="report-income">
      <Card.Header as="h3" className="h6 mb-0">
        {T.income}
      </Card.Header>
      <Card.Body>
        <Table size="sm" className="mb-0" aria-label={T.incomeByType}>
          <thead>
            <tr>
              <th scope="col">{T.colType}</th>
              <th scope="col" className="text-end">
                {T.colAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{T.dues}</td>
              <td className="text-end">
                <Money value={report.income.dues} signed={false} />
              </td>
            </tr>
            {report.income.additional.map((charge) => (
              <tr key={charge.additionalChargeId}>
                <td className="text-break">{T.additional(charge.title)}</td>
                <td className="text-end">
                  <Money value={charge.amount} signed={false} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{T.totalRow}</th>
              <td className="text-end">
                <Money value={report.income.total} signed={false} />
              </td>
            </tr>
          </tfoot>
        </Table>
      </Card.Body>
    </Card>
  );
}
