import {
  type AccountDto,
  type BatchPaymentResult,
  defaultPaymentMethod,
  type PaymentMethod,
  type UnitCollectionDto,
} from '@aidat/shared';
import { type FormEvent, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Money } from '../../../components/ui/money';
import { ApiError } from '../../../lib/api-client';
import { todayInput } from '../../../lib/day-input';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useRecordBatch } from '../api/record-batch';
import { COLLECTIONS_TEXTS as T } from '../messages';
import { BatchSettings } from './batch-settings';
import { BatchSummary } from './batch-summary';
import { type BatchProblem, checkBatch, lineOfServerError } from './check-batch';
import { debtLines, includedLines, runningTotal, type Selection, sentGroups } from './debt-lines';
import { DebtTable } from './debt-table';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

const NOTHING_CHOSEN: Selection = { amounts: {}, included: new Set() };

/** The Tahsilat form: settings once, the debt table, the running total and one batch on 'Kaydet'. */
export function CollectionEntry({
  siteId,
  accounts,
  units,
}: {
  siteId: number;
  accounts: AccountDto[];
  units: UnitCollectionDto[];
}) {
  const [chosenAccountId, setChosenAccountId] = useState<number | null>(null);
  // Unset until the manager picks one: it then follows the account's kind (cash into a kasa).
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const [date, setDate] = useState(todayInput());
  const [selection, setSelection] = useState<Selection>(NOTHING_CHOSEN);
  const [problem, setProblem] = useState<BatchProblem | undefined>();
  const [recorded, setRecorded] = useState<BatchPaymentResult | null>(null);
  const record = useRecordBatch();
  const once = useIdempotentSubmit();

  const lines = useMemo(() => debtLines(units), [units]);
  const account = accounts.find((a) => a.id === chosenAccountId) ?? accounts.find((a) => a.isDefault) ?? accounts[0];
  const method = chosenMethod ?? defaultPaymentMethod(account.kind);
  const chosenCount = includedLines(lines, selection).length;
  // Rows ticked or amounts typed and not saved: leaving the page asks first.
  useLeaveGuard(selection.included.size > 0 || Object.keys(selection.amounts).length > 0);

  const onAmount = (key: string, text: string) => {
    setProblem(undefined);
    // Typing an amount means this row is being collected.
    setSelection((s) => ({ amounts: { ...s.amounts, [key]: text }, included: new Set(s.included).add(key) }));
  };
  const onToggle = (key: string) => {
    setProblem(undefined);
    setSelection((s) => {
      const included = new Set(s.included);
      if (!included.delete(key)) included.add(key);
      return { ...s, included };
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkBatch(lines, selection, { siteId, accountId: account.id, method, date });
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    const sent = sentGroups(lines, selection).map((group) => group[0]);
    setProblem(undefined);
    try {
      let entries: BatchPaymentResult = [];
      const done = await once(checked.body, async (idempotencyKey) => {
        entries = await record.mutateAsync({ payload: checked.body, idempotencyKey });
      });
      if (!done) return;
      setRecorded(entries);
      setSelection(NOTHING_CHOSEN);
    } catch (error) {
      // The API client has toasted the reason; it stays under the table, its row marked, until the next edit.
      if (error instanceof ApiError && error.message)
        setProblem({ message: error.message, lineKey: lineOfServerError(error.details, sent) });
    }
  };

  const busy = record.isPending;
  return (
    <Form onSubmit={submit} noValidate data-testid="collection-form">
      {recorded ? <BatchSummary entries={recorded} onClose={() => setRecorded(null)} /> : null}
      <BatchSettings
        accounts={accounts}
        accountId={account.id}
        method={method}
        date={date}
        disabled={busy}
        onAccount={setChosenAccountId}
        onMethod={setChosenMethod}
        onDate={setDate}
      />
      <p className="small text-body-secondary" id="collection-keyboard-hint">
        {T.keyboardHint}
      </p>
      <DebtTable
        lines={lines}
        selection={selection}
        problemLineKey={problem?.lineKey}
        problemId="collection-problem"
        disabled={busy}
        onAmount={onAmount}
        onToggle={onToggle}
      />
      {problem ? (
        <div
          className="alert alert-danger mt-3 mb-0"
          role="alert"
          id="collection-problem"
          data-testid="collection-problem"
        >
          {problem.message}
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center justify-content-end gap-3 mt-3">
        <span className="text-body-secondary">{T.selectedCount(chosenCount)}</span>
        <span aria-live="polite" data-testid="collection-total">
          {T.total}: <Money value={runningTotal(lines, selection)} signed={false} className="fw-semibold" />
        </span>
        <Button type="submit" disabled={busy}>
          <SubmitLabel busy={busy}>{T.save}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
