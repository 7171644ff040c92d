import type { AccountMovementDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

/** One page of movements: signed amounts (in is +, out is −) and the account's balance right after each. */
export function MovementsTable({ movements }: { movements: AccountMovementDto[] }) {
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
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
