import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { type ReactNode, useState } from 'react';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { UnitBalance } from './unit-balance';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useUnitTransactions } from '../api/get-unit-transactions';
import { LedgerEntryItem } from './ledger-entry-item';
import type { UnitDialogProps } from './resident-dialog';

/** A unit's ledger, newest first, with the balance on top and a reverse action per entry. */
export function LedgerDialog({ show, siteId, unit, onClose }: UnitDialogProps) {
  const entries = useUnitTransactions(unit.id);
  // One entry's reverse form open at a time.
  const [reversingId, setReversingId] = useState<number | null>(null);

  let body: ReactNode;
  if (entries.isPending) body = <LoadingState />;
  else if (entries.isError) body = <ErrorState text={T.ledgerLoadFailed} onRetry={() => entries.refetch()} />;
  else if (entries.data.length === 0) body = <EmptyState text={T.ledgerEmpty} />;
  else {
    body = (
      <ListGroup variant="flush" data-testid="ledger-list">
        {entries.data.map((entry) => (
          <LedgerEntryItem
            key={entry.id}
            entry={entry}
            siteId={siteId}
            reversing={reversingId === entry.id}
            onReverseOpen={() => setReversingId(entry.id)}
            onReverseClose={() => setReversingId(null)}
          />
        ))}
      </ListGroup>
    );
  }

  return (
    <AppModal
      show={show}
      onHide={onClose}
      size="lg"
      title={T.ledgerTitle(T.unitLabel(unit.block, unit.doorNumber))}
      testId="ledger-dialog"
      footer={
        <Button variant="outline-secondary" onClick={onClose}>
          {MESSAGES.common.close}
        </Button>
      }
    >
      <p className="mb-2">
        {T.colBalance}: <UnitBalance unit={unit} className="fw-semibold" />
      </p>
      {body}
    </AppModal>
  );
}
