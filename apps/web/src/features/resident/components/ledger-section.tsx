import type { UnitDetailTransaction } from '@aidat/shared';
import Accordion from 'react-bootstrap/Accordion';
import { Money } from '../../../components/ui/money';
import { TransactionList } from './transaction-list';

export interface LedgerSectionProps {
  eventKey: string;
  title: string;
  outstanding: number;
  transactions: UnitDetailTransaction[];
  emptyText: string;
}

/** A collapsible section of the unit detail: title and balance in the header, entries inside. */
export function LedgerSection({ eventKey, title, outstanding, transactions, emptyText }: LedgerSectionProps) {
  return (
    <Accordion.Item eventKey={eventKey} data-testid="ledger-section">
      <Accordion.Header as="h2">
        <span className="d-flex flex-grow-1 flex-wrap justify-content-between align-items-center gap-2 me-2 min-w-0">
          <span className="fw-semibold text-break">{title}</span>
          <Money value={outstanding} />
        </span>
      </Accordion.Header>
      <Accordion.Body className="py-2">
        <TransactionList transactions={transactions} emptyText={emptyText} />
      </Accordion.Body>
    </Accordion.Item>
  );
}
