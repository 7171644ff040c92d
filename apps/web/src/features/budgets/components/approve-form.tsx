import type { BudgetApprovalDto, BudgetDto } from '@aidat/shared';
import { BUDGET_DECISION_NO_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { todayInput } from '../../../lib/day-input';
import { dayText } from '../../../lib/day-text';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useApproveBudget } from '../api/budgets-api';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';

/** A served budget approved by the kurul: its decision number and date. */
export function ApproveForm({
  budget,
  onApproved,
}: {
  budget: BudgetDto;
  onApproved: (approval: BudgetApprovalDto) => void;
}) {
  const [decisionNo, setDecisionNo] = useState('');
  const [decidedAt, setDecidedAt] = useState(todayInput);
  const approve = useApproveBudget(budget.siteId, budget.id);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const id = useId();

  // The objection window (KMK 37): its last day is objectionEndsAt; on the day after it the budget
  // can become final without a decision.
  const lastDay = budget.objectionEndsAt ?? '';
  const windowOpen = todayInput() <= lastDay;

  const send = async (payload: { decisionNo?: string; decidedAt?: string }) => {
    try {
      let answer: BudgetApprovalDto | undefined;
      const sent = await once(payload, async (idempotencyKey) => {
        answer = await approve.mutateAsync({ payload, idempotencyKey });
      });
      if (!sent || !answer) return;
      toast.success(T.approved);
      onApproved(answer);
    } catch {
      // The API client has shown the server's reason.
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send({ decisionNo, decidedAt });
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="approve-form">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${id}-no`}>
          <Form.Label>{T.decisionNo}</Form.Label>
          <Form.Control
            value={decisionNo}
            maxLength={BUDGET_DECISION_NO_MAX}
            onChange={(e) => setDecisionNo(e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId={`${id}-date`}>
          <Form.Label>{T.decidedAt}</Form.Label>
          <Form.Control type="date" value={decidedAt} onChange={(e) => setDecidedAt(e.target.value)} />
        </Form.Group>
        <Button type="submit" disabled={approve.isPending}>
          <SubmitLabel busy={approve.isPending}>{T.approve}</SubmitLabel>
        </Button>
      </div>
      <p className="small text-muted mt-2 mb-0">{T.approveHint}</p>
      <div
        className={`alert ${windowOpen ? 'alert-warning' : 'alert-secondary'} small py-2 mt-2 mb-0`}
        data-testid="objection-window"
      >
        {windowOpen ? T.windowStillOpen(dayText(lastDay)) : T.windowOver(dayText(lastDay))}
        {windowOpen ? null : (
          <Button
            variant="outline-success"
            size="sm"
            className="ms-2"
            disabled={approve.isPending}
            onClick={() => void send({})}
          >
            {T.finalWithoutObjection}
          </Button>
        )}
      </div>
    </Form>
  );
}
