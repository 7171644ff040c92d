import type { ExpenseDto } from '@aidat/shared';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ReverseReasonDialog } from '../../../components/ui/reverse-reason-dialog';
import { useReverseExpense } from '../api/reverse-expense';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';

/** 'Ters Kayıt': the expense stays and a negated row with the reason records the correction. */
export function ReverseDialog({
  siteId,
  expense,
  onClose,
}: {
  siteId: number;
  expense: ExpenseDto;
  onClose: () => void;
}) {
  const reverse = useReverseExpense(siteId);

  return (
    <ReverseReasonDialog
      title={T.reverse}
      testId="reverse-dialog"
      reasonLabel={T.reason}
      confirmLabel={T.confirmReverse}
      done={T.reversed}
      pending={reverse.isPending}
      reverse={(reason, idempotencyKey) => reverse.mutateAsync({ payload: { id: expense.id, reason }, idempotencyKey })}
      onClose={onClose}
      summary={
        <>
          <span className="fw-semibold text-break">{expense.description}</span>
          <br />
          <span className="small text-body-secondary">
            <DateText value={expense.date} format="date" /> • {expense.categoryName} •{' '}
            <Money value={expense.amount} signed={false} />
          </span>
        </>
      }
    />
  );
}
