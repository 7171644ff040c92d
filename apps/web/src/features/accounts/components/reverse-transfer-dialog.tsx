import type { AccountMovementDto } from '@aidat/shared';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ReverseReasonDialog } from '../../../components/ui/reverse-reason-dialog';
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

  return (
    <ReverseReasonDialog
      title={T.reverseTransfer}
      testId="reverse-transfer-dialog"
      hint={T.reverseTransferHint}
      reasonLabel={T.reason}
      confirmLabel={T.confirmReverse}
      done={T.transferReversed}
      pending={reverse.isPending}
      reverse={(reason, idempotencyKey) =>
        reverse.mutateAsync({ payload: { id: movement.transferId, reason }, idempotencyKey })
      }
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
