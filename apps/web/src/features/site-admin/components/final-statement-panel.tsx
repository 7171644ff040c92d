import Button from 'react-bootstrap/Button';
import { FinalStatementView } from '../../../components/party-account/party-account-lists';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { dayText } from '../../../lib/day-text';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { useFinalStatement } from '../api/get-final-statement';

/**
 * A final statement in the 'Malikler ve Kiracı' dialog (PRODUCT.md §16): the one a move-out or a
 * sale has just given, or one opened from 'Geçmiş'. 'Yazdır' prints it as shown.
 */
export function FinalStatementPanel({ unitId, id, onBack }: { unitId: number; id: number; onBack: () => void }) {
  const statement = useFinalStatement(unitId, id);
  return (
    <section aria-label={T.finalStatement} data-testid="final-statement-panel">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 flex-grow-1">
          {T.finalStatement}
          {statement.data ? ` • ${dayText(statement.data.createdAt.slice(0, 10))}` : null}
        </h3>
        <Button variant="outline-secondary" size="sm" className="d-print-none" onClick={() => window.print()}>
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {T.print}
        </Button>
      </div>
      {statement.data ? (
        <FinalStatementView statement={statement.data} />
      ) : statement.isError ? (
        <ErrorState text={T.finalStatementLoadFailed} onRetry={() => void statement.refetch()} />
      ) : (
        <LoadingState />
      )}
      <div className="d-flex justify-content-end mt-3 d-print-none">
        <Button variant="outline-secondary" onClick={onBack}>
          {T.backToList}
        </Button>
      </div>
    </section>
  );
}
