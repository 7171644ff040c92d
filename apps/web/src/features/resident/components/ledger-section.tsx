import type { UnitDetailTransaction } from '@aidat/shared';
import Accordion from 'react-bootstrap/Accordion';
import { Money } from '../../../components/ui/money';
import { TransactionList } from './transaction-list';

export interface LedgerSectionProps {
  eventKey: string;
  title: string;
  /** The section's balance in its header; the list of all entries leaves it to the page's total. */
  outstanding?: number;
  transactions: UnitDetailTransaction[];
  emptyText: string;
  /** Show the unit's running balance on each entry (the list of all entries only). */
  showBalance?: boolean;
  testId?: string;
}

/** A collapsible section of the unit detail: title and balance in the header, entries inside. */
export function LedgerSection({
  eventKey,
  title,
  outstanding,
  transactions,
  emptyText,
  showBalance = false,
  testId = 'ledger-section',
}: LedgerSectionProps) {
  return (
    <Accordion.Item eventKey={eventKey} data-testid={testId}>
      <Accordion.Header as="h2">
        <span className="d-flex flex-grow-1 flex-wrap justify-content-between align-items-center gap-2 me-2 min-w-0">
          <span className="fw-semibold text-break">{title}</span>
          {outstanding === undefined ? null : <Money value={outstanding} />}
        </span>
      </Accordion.Header>
      <Accordion.Body className="py-2">
        <TransactionList transactions={transactions} emptyText={emptyText} showBalance={showBalance} />
      </Accordion.Body>
    </Accordion.Item>
  );
}
