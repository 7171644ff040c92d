import type { ExpenseDto, ExpensesPage } from '@aidat/shared';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';
import { AttachmentDialog } from './attachment-dialog';
import { ExpenseRow } from './expense-row';
import { Pager } from '../../../components/ui/pager';
import { ReverseDialog } from './reverse-dialog';

type Action = { kind: 'reverse' | 'attach'; expense: ExpenseDto };

/** One page of expenses with the filter's total, the pager, and the row actions' dialogs. */
export function ExpenseTable({
  siteId,
  result,
  onPage,
}: {
  siteId: number;
  result: ExpensesPage;
  onPage: (page: number) => void;
}) {
  // One dialog at a time, for the row whose action was pressed.
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  return (
    <>
      <Table responsive hover className="align-middle mb-2" aria-label={T.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{T.colDate}</th>
            <th scope="col">{T.colDescription}</th>
            <th scope="col">{T.colCategory}</th>
            <th scope="col">{T.colAccount}</th>
            <th scope="col" className="text-end">
              {T.colAmount}
            </th>
            <th scope="col" className="text-end">
              {T.colActions}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.data.map((expense) => (
            <ExpenseRow
              key={expense.id}
              expense={expense}
              onReverse={() => setAction({ kind: 'reverse', expense })}
              onAttach={() => setAction({ kind: 'attach', expense })}
            />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {T.total} <span className="fw-normal text-body-secondary">({T.count(result.totalCount)})</span>
            </th>
            <td className="text-end fw-semibold" data-testid="expenses-total">
              <Money value={result.total} signed={false} />
            </td>
            <td />
          </tr>
        </tfoot>
      </Table>
      <Pager page={result.page} totalPages={result.totalPages} onPage={onPage} labels={T} />
      {action?.kind === 'reverse' ? <ReverseDialog siteId={siteId} expense={action.expense} onClose={close} /> : null}
      {action?.kind === 'attach' ? <AttachmentDialog siteId={siteId} expense={action.expense} onClose={close} /> : null}
    </>
  );
}
