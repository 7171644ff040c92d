import type { BudgetRevaluationDto } from '@aidat/shared';
import { formatMoney } from '../../../lib/format';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { percentText } from './percent-text';

/** The comparison with last year against the yeniden değerleme oranı; a warning when it is above. */
export function RevaluationNote({ revaluation }: { revaluation: BudgetRevaluationDto | null }) {
  if (!revaluation) return null;
  const detail =
    revaluation.comparedTotal === null || revaluation.increasePercent === null
      ? T.noComparison
      : T.revaluationCompared(formatMoney(revaluation.comparedTotal), percentText(revaluation.increasePercent));
  if (revaluation.warning) {
    return (
      <div className="alert alert-warning py-2" role="alert" data-testid="revaluation-warning">
        <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
        {revaluation.message}
        <div className="small">{detail}</div>
      </div>
    );
  }
  return (
    <p className="small text-muted mb-2">
      {T.revaluation} (%{percentText(revaluation.ratePercent)}): {detail}
    </p>
  );
}
