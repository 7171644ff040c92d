import type { BudgetDto, ExpenseCategoryDto } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { todayInput } from '../../../lib/day-input';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useServeBudget, useUpdateBudget } from '../api/budgets-api';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { LinesEditor } from './lines-editor';
import { type LineRow, linesChanged, payloadOf, rowsFromLines } from './lines-form';
import { RevaluationNote } from './revaluation-note';

/**
 * A draft: its lines edited and saved, then served on a day. The revaluation check of the saved
 * lines is shown before serving, as serving will keep it.
 */
export function DraftActions({ budget, categories }: { budget: BudgetDto; categories: ExpenseCategoryDto[] }) {
  const [rows, setRows] = useState<LineRow[]>(() => rowsFromLines(budget.lines));
  const [servedAt, setServedAt] = useState(todayInput);
  const update = useUpdateBudget(budget.siteId, budget.id);
  const serve = useServeBudget(budget.siteId, budget.id);
  const saveOnce = useIdempotentSubmit();
  const serveOnce = useIdempotentSubmit();
  const toast = useToast();
  const id = useId();
  const busy = update.isPending || serve.isPending;
  // Lines edited and not saved yet: leaving asks first. Saved, the budget's lines are the rows.
  useLeaveGuard(linesChanged(rows, budget.lines));

  const save = async () => {
    const payload = { lines: payloadOf(rows) };
    try {
      if (!(await saveOnce(payload, (idempotencyKey) => update.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.saved);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  const submitServe = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { servedAt };
    try {
      if (!(await serveOnce(payload, (idempotencyKey) => serve.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.served);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <>
      <LinesEditor rows={rows} categories={categories} onChange={setRows} disabled={busy} />
      <div className="mt-2 mb-3">
        <Button variant="primary" size="sm" onClick={save} disabled={busy}>
          <SubmitLabel busy={update.isPending}>{T.saveLines}</SubmitLabel>
        </Button>
      </div>
      <RevaluationNote revaluation={budget.revaluation} />
      <Form onSubmit={submitServe} noValidate className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${id}-served`}>
          <Form.Label>{T.servedAt}</Form.Label>
          <Form.Control type="date" value={servedAt} onChange={(e) => setServedAt(e.target.value)} />
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={busy}>
          <SubmitLabel busy={serve.isPending}>{T.serve}</SubmitLabel>
        </Button>
      </Form>
      <p className="small text-muted mt-2 mb-0">{T.serveHint}</p>
    </>
  );
}
