import {
  BUDGET_SPLIT_LABELS,
  BUDGET_STATUS_LABELS,
  type BudgetApprovalDto,
  type BudgetDto,
  type ExpenseCategoryDto,
} from '@aidat/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { BudgetActualsTable } from '../../../components/budget-actuals/budget-actuals-table';
import { Money } from '../../../components/ui/money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { dayText } from '../../../lib/day-text';
import { formatMonth } from '../../../lib/month';
import { useBudgetActuals } from '../api/budgets-api';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { ApprovalResult } from './approval-result';
import { ApproveForm } from './approve-form';
import { DraftActions } from './draft-actions';
import { RevaluationNote } from './revaluation-note';

const STATUS_BADGE = { draft: 'bg-secondary', served: 'bg-warning text-dark', approved: 'bg-success' } as const;

/** One budget: its period, status and lines, and what can be done with it in that status. */
export function BudgetCard({ budget, categories }: { budget: BudgetDto; categories: ExpenseCategoryDto[] }) {
  const [approval, setApproval] = useState<BudgetApprovalDto | null>(null);
  const [showActuals, setShowActuals] = useState(false);
  const actuals = useBudgetActuals(budget.siteId, budget.id, showActuals);
  return (
    <article className="card mb-3" data-testid={`budget-${budget.id}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">
          {formatMonth(budget.periodStart)} – {formatMonth(budget.periodEnd)}
        </h2>
        <span className={`badge ${STATUS_BADGE[budget.status]}`}>{BUDGET_STATUS_LABELS[budget.status]}</span>
        <span className="fw-semibold">
          <Money value={budget.total} signed={false} />
        </span>
        <a
          className="btn btn-outline-primary btn-sm"
          href={apiPaths.siteAdmin.budgetPdf(budget.id)}
          target="_blank"
          rel="noopener"
        >
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          {T.pdf}
        </a>
      </div>
      <div className="card-body">
        {budget.status === 'draft' ? (
          <DraftActions budget={budget} categories={categories} />
        ) : (
          <>
            <ul className="list-unstyled small mb-2">
              {budget.lines.map((l) => (
                <li key={l.categoryId}>
                  {l.categoryName} • {BUDGET_SPLIT_LABELS[l.split]} • <Money value={l.yearlyAmount} signed={false} />
                </li>
              ))}
            </ul>
            <p className="mb-1">
              {T.servedAt}: {dayText(budget.servedAt)} • {T.objectionEndsAt}:{' '}
              <strong data-testid="objection-ends">{dayText(budget.objectionEndsAt)}</strong>
            </p>
            <RevaluationNote revaluation={budget.revaluation} />
          </>
        )}
        {budget.status === 'served' ? <ApproveForm budget={budget} onApproved={setApproval} /> : null}
        {budget.status === 'approved' ? (
          <p className="mb-1" data-testid="budget-final">
            {budget.decisionNo
              ? T.decision(budget.decisionNo, dayText(budget.decidedAt))
              : T.finalWithoutObjectionDone(dayText(budget.decidedAt))}{' '}
            • {T.appliesFrom}: {budget.appliesFrom ? formatMonth(budget.appliesFrom) : '-'}
          </p>
        ) : null}
        {approval ? <ApprovalResult approval={approval} /> : null}
        {budget.status !== 'draft' ? (
          <div className="mt-3">
            <Button variant="link" className="px-0" onClick={() => setShowActuals((v) => !v)}>
              {T.actuals} ({showActuals ? T.hide : T.show})
            </Button>
            {showActuals ? (
              actuals.isPending ? (
                <LoadingState />
              ) : actuals.isError ? (
                <ErrorState text={T.actualsLoadFailed} onRetry={() => actuals.refetch()} />
              ) : (
                <BudgetActualsTable actuals={actuals.data} />
              )
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
