import type { AccountMovementDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

/**
 * One page of movements: signed amounts (in is +, out is −) and the account's balance right after
 * each; a transfer that can still be reversed offers its 'Ters Kayıt'.
 */
export function MovementsTable({
  movements,
  onReverseTransfer,
}: {
  movements: AccountMovementDto[];
  onReverseTransfer: (movement: AccountMovementDto & { transferId: number }) => void;
}) {
  return (
    <Table responsive size="sm" className="align-middle mb-2" aria-label={T.movementsTableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colDate}</th>
          <th scope="col">{T.colMovementKind}</th>
          <th scope="col">{T.colDescription}</th>
          <th scope="col" className="text-end">
            {T.colAmount}
          </th>
          <th scope="col" className="text-end">
            {T.colRunningBalance}
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{T.colActions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {movements.map((m, i) => (
          // A movement has no id of its own (payments, expenses and transfers each have theirs).
          <tr
            key={`${m.date}-${m.kind}-${m.transactionId ?? m.expenseId ?? m.transferId ?? i}`}
            data-testid="movement-row"
          >
            <td className="text-nowrap small">
              <DateText value={m.date} format="dateTimeShort" />
            </td>
            <td className="text-nowrap">{T.movementKinds[m.kind]}</td>
            <td>
              {m.unitLabel ? <span className="me-1 fw-semibold">{m.unitLabel}</span> : null}
              {m.description}
              {m.counterpartAccountName ? (
                <div className="small text-body-secondary">{T.counterpart(m.counterpartAccountName)}</div>
              ) : null}
            </td>
            <td className="text-end">
              <Money value={m.amount} />
            </td>
            <td className="text-end">
              <Money value={m.runningBalance} />
            </td>
            <td className="text-end text-nowrap">
              {m.reversible && m.transferId !== null ? (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 text-danger"
                  onClick={() => onReverseTransfer({ ...m, transferId: m.transferId as number })}
                  aria-label={T.reverseTransferOf(m.description)}
                >
                  {T.reverseTransfer}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
