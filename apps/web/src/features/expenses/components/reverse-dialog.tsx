import type { ExpenseDto } from '@aidat/shared';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ReverseReasonDialog } from '../../../components/ui/reverse-reason-dialog';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
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
  const once = useIdempotentSubmit();
  const toast = useToast();

  const onReverse = async (reason: string) => {
    const payload = { id: expense.id, reason };
    try {
      if (!(await once(payload, (idempotencyKey) => reverse.mutateAsync({ payload, idempotencyKey })))) return false;
      toast.success(T.reversed);
      return true;
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
      return false;
    }
  };

  return (
    <ReverseReasonDialog
      title={T.reverse}
      testId="reverse-dialog"
      reasonLabel={T.reason}
      confirmLabel={T.confirmReverse}
      pending={reverse.isPending}
      onReverse={onReverse}
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
