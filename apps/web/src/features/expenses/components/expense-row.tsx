import type { ExpenseDto } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ticketPath } from '../../../config/paths';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';
import { AttachmentLinks } from './attachment-links';

/**
 * One expense line. A reversed expense and the row that reverses it stay in the list (the books
 * are append-only) and are marked; only an expense that is neither can be reversed or get files.
 */
export function ExpenseRow({
  expense,
  onReverse,
  onAttach,
}: {
  expense: ExpenseDto;
  onReverse: () => void;
  onAttach: () => void;
}) {
  const isReversal = expense.reversesId !== null;
  const open = !expense.reversed && !isReversal;
  const details = T.vendorInvoice(expense.vendor, expense.invoiceNo);
  return (
    <tr
      data-testid="expense-row"
      data-expense={expense.id}
      className={expense.reversed || isReversal ? 'text-body-secondary' : undefined}
    >
      <td className="text-nowrap">
        <DateText value={expense.date} format="date" />
      </td>
      <td style={{ minWidth: '14rem' }}>
        <div className="text-break">
          {expense.reversed ? <s>{expense.description}</s> : expense.description}
          {expense.reversed ? (
            <Badge bg="secondary" className="ms-2">
              {T.reversedBadge}
            </Badge>
          ) : null}
          {isReversal ? (
            <Badge bg="warning" text="dark" className="ms-2">
              {T.reversalBadge}
            </Badge>
          ) : null}
        </div>
        {details ? <div className="small text-body-secondary text-break">{details}</div> : null}
        <div className="small text-body-secondary">{T.createdBy(expense.createdBy)}</div>
        {expense.ticketId !== null ? (
          <Link to={ticketPath(expense.ticketId)} className="small d-inline-block" data-testid="expense-ticket">
            <i className="bi bi-tools me-1" aria-hidden="true" />
            {T.ticketLink(expense.ticketId)}
          </Link>
        ) : null}
        <AttachmentLinks expense={expense} />
      </td>
      <td>{expense.categoryName}</td>
      <td>{expense.accountName}</td>
      <td className="text-end">
        <Money value={expense.amount} signed={false} />
      </td>
      <td className="text-end text-nowrap">
        {open ? (
          <>
            <Button
              variant="link"
              size="sm"
              className="p-0 me-3"
              onClick={onAttach}
              aria-label={T.attachTo(expense.description)}
            >
              {T.attach}
            </Button>
            <Button
              variant="link"
              size="sm"
              className="p-0 text-danger"
              onClick={onReverse}
              aria-label={T.reverseOf(expense.description)}
            >
              {T.reverse}
            </Button>
          </>
        ) : null}
      </td>
    </tr>
  );
}
