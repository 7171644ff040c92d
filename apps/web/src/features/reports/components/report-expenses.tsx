import type { MonthlyReportDto } from '@aidat/shared';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { EmptyState } from '../../../components/ui/states';
import { REPORT_TEXTS as T } from '../messages';

/** Money out by category, and the total. */
export function ReportExpenses({ report }: { report: MonthlyReportDto }) {
  const { byCategory, total } = report.expenses;
  return (
    <Card className="h-100" data-testid="report-expenses">
      <Card.Header as="h3" className="h6 mb-0">
        {T.expenses}
      </Card.Header>
      <Card.Body>
        {byCategory.length === 0 ? (
          <EmptyState text={T.noExpenses} />
        ) : (
          <Table size="sm" className="mb-0" aria-label={T.expensesByCategory}>
            <thead>
              <tr>
                <th scope="col">{T.colCategory}</th>
                <th scope="col" className="text-end">
                  {T.colAmount}
                </th>
              </tr>
            </thead>
            <tbody>
              {byCategory.map((c) => (
                <tr key={c.categoryId}>
                  <td className="text-break">{c.name}</td>
                  <td className="text-end">
                    <Money value={c.amount} signed={false} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">{T.totalRow}</th>
                <td className="text-end">
                  <Money value={total} signed={false} />
                </td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
