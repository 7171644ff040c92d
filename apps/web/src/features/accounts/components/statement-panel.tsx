import type { AccountDto } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { STATEMENT_TEXTS as T } from '../statement-messages';
import { StatementReview } from './statement-review';
import { StatementUploadCard } from './statement-upload-card';

/**
 * 'Banka Ekstresi' (PRODUCT.md §14): upload a bank account's statement, then review and confirm
 * it. Which step shows lives in the address (?ekstre=<account>, then &aktarim=<import>), so a
 * reload or a shared link opens the same review: upload → review → one confirm.
 */
export function StatementPanel({
  account,
  importId,
  onUploaded,
  onNewUpload,
  onClose,
}: {
  account: AccountDto | undefined;
  importId: number | null;
  onUploaded: (importId: number) => void;
  onNewUpload: () => void;
  onClose: () => void;
}) {
  return (
    <Card data-testid="statement-panel">
      <Card.Body>
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0 flex-grow-1">{account ? T.title(account.name) : T.titlePlain}</h2>
          {importId !== null && account ? (
            <Button size="sm" variant="outline-secondary" onClick={onNewUpload}>
              {T.newUpload}
            </Button>
          ) : null}
          <Button size="sm" variant="outline-secondary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
        {importId !== null ? (
          <StatementReview importId={importId} />
        ) : account ? (
          <StatementUploadCard accountId={account.id} onUploaded={onUploaded} />
        ) : null}
      </Card.Body>
    </Card>
  );
}
