import type { AccountMovementDto } from '@aidat/shared';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ReverseReasonDialog } from '../../../components/ui/reverse-reason-dialog';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useReverseTransfer } from '../api/reverse-transfer';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

/**
 * 'Ters Kayıt' of a transfer (PRODUCT.md §10): asks for the reason, then records the negated
 * transfer, so the money goes back. The server refuses it when that would take a kasa below zero,
 * and the API client shows why; the dialog stays open.
 */
export function ReverseTransferDialog({
  movement,
  onClose,
}: {
  movement: AccountMovementDto & { transferId: number };
  onClose: () => void;
}) {
  const reverse = useReverseTransfer();
  const once = useIdempotentSubmit();
  const toast = useToast();

  const onReverse = async (reason: string) => {
    const payload = { id: movement.transferId, reason };
    try {
      if (!(await once(payload, (idempotencyKey) => reverse.mutateAsync({ payload, idempotencyKey })))) return false;
      toast.success(T.transferReversed);
      return true;
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
      return false;
    }
  };

  return (
    <ReverseReasonDialog
      title={T.reverseTransfer}
      testId="reverse-transfer-dialog"
      hint={T.reverseTransferHint}
      reasonLabel={T.reason}
      confirmLabel={T.confirmReverse}
      pending={reverse.isPending}
      onReverse={onReverse}
      onClose={onClose}
      summary={
        <>
          <span className="fw-semibold text-break">{movement.description}</span>
          <br />
          <span className="small text-body-secondary">
            <DateText value={movement.date} format="date" />
            {movement.counterpartAccountName ? ` • ${T.counterpart(movement.counterpartAccountName)}` : null} •{' '}
            <Money value={Math.abs(movement.amount)} signed={false} />
          </span>
        </>
      }
    />
  );
}
