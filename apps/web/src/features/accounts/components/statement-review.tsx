import type { StatementConfirmDto, StatementImportDto } from '@aidat/shared';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { apiPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import {
  useConfirmStatement,
  useStatementAdditionalCharges,
  useStatementCategories,
  useStatementImport,
  useStatementUnits,
} from '../api/statement-imports';
import { STATEMENT_TEXTS as T } from '../statement-messages';
import { StatementRow } from './statement-row';
import {
  type Choices,
  confirmRows,
  initialChoices,
  isLocked,
  type RowChoice,
  reviewTotals,
} from './statement-review-model';

/** The receipts of what the confirm posted, and the way to the next statement. */
function ConfirmedSummary({ data, result }: { data: StatementImportDto; result: StatementConfirmDto | null }) {
  const count = (o: string) => data.rows.filter((r) => r.outcome === o).length;
  return (
    <Alert variant="success" data-testid="statement-confirmed">
      <Alert.Heading className="h6">{T.confirmedTitle}</Alert.Heading>
      <p className="mb-1">{T.confirmedSummary(count('payment'), count('expense'), count('skipped'))}</p>
      {result && result.payments.length > 0 ? (
        <p className="mb-0 small">
          {T.receipts}:{' '}
          {result.payments.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? ', ' : ''}
              <a href={apiPaths.siteAdmin.paymentReceipt(p.id)} target="_blank" rel="noreferrer">
                {p.receiptNo ?? p.id}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </Alert>
  );
}

function ReviewTable({ data }: { data: StatementImportDto }) {
  const units = useStatementUnits(data.siteId);
  const categories = useStatementCategories(data.siteId);
  const charges = useStatementAdditionalCharges(data.siteId);
  const [choices, setChoices] = useState<Choices>(() => initialChoices(data));
  const [result, setResult] = useState<StatementConfirmDto | null>(null);
  // The statement's row number a refused confirm named in its details.
  const [refusedRow, setRefusedRow] = useState<number | undefined>(undefined);
  const confirm = useConfirmStatement(data.id, data.siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  // A reload after another tab confirmed: the rows' outcomes decide, not the choices made here.
  useEffect(() => {
    if (data.status !== 'pending') setChoices(initialChoices(data));
  }, [data]);

  const rows = confirmRows(data, choices);
  const totals = reviewTotals(data, choices);
  const set = (rowId: number, choice: RowChoice) => {
    setRefusedRow(undefined);
    setChoices((c) => ({ ...c, [rowId]: choice }));
  };

  const submit = async () => {
    if (rows.length === 0) return;
    const payload = { rows };
    setRefusedRow(undefined);
    try {
      const box: { answer?: StatementConfirmDto } = {};
      const sent = await once(payload, async (idempotencyKey) => {
        box.answer = await confirm.mutateAsync({ payload, idempotencyKey });
      });
      const answer = box.answer;
      if (!sent || !answer) return;
      setResult(answer);
      toast.success(T.confirmedSummary(answer.payments.length, answer.expenses.length, answer.skipped));
    } catch (error) {
      // The API client has shown the server's reason, naming the row; the row is marked as well.
      if (error instanceof ApiError) setRefusedRow(error.details.row);
    }
  };

  if (data.rows.length === 0) return <EmptyState text={T.noRows} />;
  return (
    <>
      {data.status === 'confirmed' ? <ConfirmedSummary data={data} result={result} /> : null}
      <Table responsive size="sm" className="align-middle" aria-label={T.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{T.colDate}</th>
            <th scope="col">{T.colDescription}</th>
            <th scope="col" className="text-end">
              {T.colAmount}
            </th>
            <th scope="col">{T.colSender}</th>
            <th scope="col">{T.colUnit}</th>
            <th scope="col">{T.colAction}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <StatementRow
              key={row.id}
              row={row}
              choice={choices[row.id] ?? { action: 'skip' }}
              locked={isLocked(row, data.status)}
              units={units.data ?? []}
              categories={categories.data ?? []}
              charges={charges.data ?? []}
              refused={refusedRow === row.rowNumber}
              onChange={(c) => set(row.id, c)}
            />
          ))}
        </tbody>
      </Table>
      {data.status === 'pending' ? (
        <div className="d-flex flex-wrap align-items-center gap-3" data-testid="statement-totals">
          <span>
            {T.totalsPayments(totals.payments)}: <Money value={totals.paymentsAmount} signed={false} />
          </span>
          {totals.expenses > 0 ? (
            <span>
              {T.totalsExpenses(totals.expenses)}: <Money value={totals.expensesAmount} signed={false} />
            </span>
          ) : null}
          {totals.waiting > 0 ? <span className="text-warning-emphasis">{T.totalsWaiting(totals.waiting)}</span> : null}
          <span className="text-body-secondary">{T.totalsSkipped(totals.skipped)}</span>
          <Button className="ms-auto" onClick={submit} disabled={confirm.isPending || rows.length === 0}>
            <SubmitLabel busy={confirm.isPending}>{rows.length === 0 ? T.nothingToPost : T.confirm}</SubmitLabel>
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The review of one import, read by id so that a reload lands on the same rows. */
export function StatementReview({ importId }: { importId: number }) {
  const query = useStatementImport(importId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState text={T.loadFailed} onRetry={() => query.refetch()} />;
  const data = query.data;
  return (
    <>
      {data.problems.length > 0 ? (
        <Alert variant="warning" data-testid="statement-problems">
          <Alert.Heading className="h6">{T.problemsTitle}</Alert.Heading>
          <ul className="mb-0 small">
            {data.problems.flatMap((p) => p.problems.map((text) => <li key={`${p.row}-${text}`}>{text}</li>))}
          </ul>
        </Alert>
      ) : null}
      <ReviewTable data={data} />
    </>
  );
}
