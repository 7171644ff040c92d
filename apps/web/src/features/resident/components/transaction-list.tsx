import type { UnitDetailTransaction } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import { balanceEffect } from '../../../lib/ledger';
import { UNIT_DETAIL_TEXTS } from '../messages-unit-detail';
import { entryKind } from './unit-ledger-sections';

const KIND_BADGE = {
  charge: { text: RESIDENT_TEXTS.charge, bg: 'secondary' },
  payment: { text: RESIDENT_TEXTS.payment, bg: 'success' },
  reversal: { text: RESIDENT_TEXTS.reversal, bg: 'warning' },
} as const;

/**
 * Ledger entries with description, local date (DD.MM.YYYY) and amount. The amount is shown as its
 * effect on the balance, so a charge reads red and negative, a payment green and positive. With
 * `showBalance`, each entry also shows the unit's balance right after it (the running balance).
 */
export function TransactionList({
  transactions,
  emptyText,
  showBalance = false,
}: {
  transactions: UnitDetailTransaction[];
  emptyText: string;
  showBalance?: boolean;
}) {
  if (transactions.length === 0) {
    return <p className="text-body-secondary mb-0 py-2">{emptyText}</p>;
  }
  return (
    <ListGroup variant="flush">
      {transactions.map((t) => {
        const kind = KIND_BADGE[entryKind(t)];
        return (
          <ListGroup.Item
            key={t.id}
            className="d-flex justify-content-between align-items-start gap-2 px-0"
            data-testid="transaction"
          >
            <div className="min-w-0">
              <div className="text-break">{t.description}</div>
              <div className="small text-body-secondary d-flex flex-wrap align-items-center gap-2">
                <DateText value={t.date} format="date" />
                <Badge bg={kind.bg} text={kind.bg === 'warning' ? 'dark' : undefined} pill>
                  {kind.text}
                </Badge>
              </div>
            </div>
            {showBalance ? (
              <div className="text-end">
                <Money value={balanceEffect(t)} className="fw-semibold" />
                <div className="small text-body-secondary text-nowrap" data-testid="balance-after">
                  {UNIT_DETAIL_TEXTS.runningBalance} <Money value={t.runningBalance} />
                </div>
              </div>
            ) : (
              <Money value={balanceEffect(t)} className="fw-semibold" />
            )}
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
