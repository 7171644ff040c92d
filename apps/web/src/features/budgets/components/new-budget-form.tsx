import type { ExpenseCategoryDto } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { currentMonth, formatMonth, shiftMonth } from '../../../lib/month';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { getDraftFromActuals, useCreateBudget } from '../api/budgets-api';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';
import { LinesEditor } from './lines-editor';
import { type LineRow, linesChanged, payloadOf, rowsFromLines } from './lines-form';

/** A new draft: its first month and its lines, typed or filled from the last twelve months' expenses. */
export function NewBudgetForm({
  siteId,
  categories,
  onDone,
}: {
  siteId: number;
  categories: ExpenseCategoryDto[];
  onDone: () => void;
}) {
  const [periodStart, setPeriodStart] = useState(() => shiftMonth(currentMonth(), 1));
  const [rows, setRows] = useState<LineRow[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const create = useCreateBudget(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const id = useId();
  // Any line typed or filled in is lost by leaving: ask first. Created, the form closes.
  useLeaveGuard(linesChanged(rows, []));

  const fill = async () => {
    setFilling(true);
    try {
      const proposal = await getDraftFromActuals(siteId, periodStart);
      setRows(rowsFromLines(proposal.lines));
      setHint(
        proposal.lines.length === 0
          ? T.noActuals
          : T.fromActualsHint(formatMonth(proposal.from), formatMonth(proposal.to)),
      );
    } catch {
      // The API client has shown the reason.
    } finally {
      setFilling(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { siteId, periodStart, lines: payloadOf(rows) };
    try {
      if (!(await once(payload, (idempotencyKey) => create.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.draftCreated);
      onDone();
    } catch {
      // The API client has shown the server's reason, naming the field.
    }
  };

  return (
    <Form onSubmit={submit} noValidate className="card card-body mb-4" data-testid="new-budget-form">
      <h2 className="h5">{T.newBudget}</h2>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId={`${id}-period`}>
          <Form.Label>{T.periodStart}</Form.Label>
          <Form.Control type="month" value={periodStart} onChange={(e) => setPeriodStart(e.target.value)} />
        </Form.Group>
        <Button variant="outline-primary" onClick={fill} disabled={filling || create.isPending}>
          <i className="bi bi-magic me-1" aria-hidden="true" />
          {T.fromActuals}
        </Button>
      </div>
      {hint ? <p className="text-muted small">{hint}</p> : null}
      <LinesEditor rows={rows} categories={categories} onChange={setRows} disabled={create.isPending} />
      <div className="mt-3">
        <Button type="submit" disabled={create.isPending}>
          <SubmitLabel busy={create.isPending}>{T.createDraft}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
