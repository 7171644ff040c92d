import { ACCOUNT_KIND_LABELS, type AccountDto, HANDOVER_TEXTS } from '@aidat/shared';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useSiteAccounts } from '../api/get-site-books';
import { HANDOVER_SCREEN_TEXTS as T } from '../messages';
import { type Counts, countKey, differenceOf, type FieldErrors, kasasOf, othersOf } from './handover-form';

const C = HANDOVER_TEXTS.cashColumns;
const kindText = (kind: string) => ACCOUNT_KIND_LABELS[kind as keyof typeof ACCOUNT_KIND_LABELS] ?? kind;

/**
 * Step 3: the cash count (PRODUCT.md §19). Every kasa with its book balance and the amount counted
 * in it, the difference (counted − book) shown as it is typed; bank and POS accounts are listed
 * with their balances only.
 */
export function CashCountStep({
  siteId,
  counts,
  errors,
  onChange,
  onSubmit,
  onBack,
}: {
  siteId: number;
  counts: Counts;
  errors: FieldErrors;
  onChange: (accountId: number, value: string) => void;
  onSubmit: (event: FormEvent, kasas: AccountDto[]) => void;
  onBack: () => void;
}) {
  const accounts = useSiteAccounts(siteId);
  let body: ReactNode;
  if (accounts.isPending) body = <LoadingState />;
  else if (accounts.isError) body = <ErrorState text={T.accountsLoadFailed} onRetry={() => accounts.refetch()} />;
  else if (accounts.data.length === 0) body = <EmptyState text={T.noAccounts} />;
  else
    body = (
      <>
        <KasaTable kasas={kasasOf(accounts.data)} counts={counts} errors={errors} onChange={onChange} />
        <OtherAccounts accounts={othersOf(accounts.data)} />
      </>
    );
  return (
    <form onSubmit={(e) => onSubmit(e, accounts.data ? kasasOf(accounts.data) : [])} noValidate aria-label={T.stepCash}>
      <p className="small text-body-secondary">{T.cashHint}</p>
      {body}
      {errors.cashCount ? (
        <div className="alert alert-danger py-2" role="alert">
          {errors.cashCount}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {T.back}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!accounts.isSuccess}>
          {T.next}
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

function KasaTable({
  kasas,
  counts,
  errors,
  onChange,
}: {
  kasas: AccountDto[];
  counts: Counts;
  errors: FieldErrors;
  onChange: (accountId: number, value: string) => void;
}) {
  const id = useId();
  if (kasas.length === 0) return <p className="text-body-secondary">{HANDOVER_TEXTS.noKasa}</p>;
  const differences = kasas.map((k) => differenceOf(k.balance, counts[k.id]));
  const total = differences.every((d) => d !== null)
    ? differences.reduce<number>((sum, d) => sum + Math.round((d ?? 0) * 100), 0) / 100
    : null;
  return (
    <div className="table-responsive mb-3">
      <table className="table align-middle mb-0" aria-label={T.kasaTableLabel}>
        <thead>
          <tr>
            <th scope="col">{C.account}</th>
            <th scope="col" className="text-end">
              {C.book}
            </th>
            <th scope="col">{C.counted}</th>
            <th scope="col" className="text-end">
              {C.difference}
            </th>
          </tr>
        </thead>
        <tbody>
          {kasas.map((k, i) => {
            const error = errors[countKey(k.id)];
            return (
              <tr key={k.id} data-testid="handover-kasa-row">
                <th scope="row" className="fw-normal">
                  {k.name}
                </th>
                <td className="text-end">
                  <Money value={k.balance} />
                </td>
                <td style={{ minWidth: '10rem' }}>
                  <input
                    className={`form-control form-control-sm text-end ${error ? 'is-invalid' : ''}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={counts[k.id] ?? ''}
                    aria-label={T.counted(k.name)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${k.id}-error` : undefined}
                    onChange={(e) => onChange(k.id, e.target.value)}
                  />
                  {error ? (
                    <div id={`${id}-${k.id}-error`} className="invalid-feedback">
                      {error}
                    </div>
                  ) : null}
                </td>
                <td className="text-end" data-testid="handover-kasa-difference" aria-live="polite">
                  <Money value={differences[i]} />
                </td>
              </tr>
            );
          })}
        </tbody>
        {kasas.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                {T.totalDifference}
              </th>
              <td className="text-end">
                <Money value={total} />
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function OtherAccounts({ accounts }: { accounts: AccountDto[] }) {
  return (
    <>
      <h3 className="h6">{HANDOVER_TEXTS.otherAccounts}</h3>
      {accounts.length === 0 ? (
        <p className="text-body-secondary">{HANDOVER_TEXTS.noOtherAccounts}</p>
      ) : (
        <div className="table-responsive mb-3">
          <table className="table table-sm align-middle mb-0" aria-label={T.otherTableLabel}>
            <thead>
              <tr>
                <th scope="col">{C.account}</th>
                <th scope="col">{T.kind}</th>
                <th scope="col" className="text-end">
                  {C.book}
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td>{kindText(a.kind)}</td>
                  <td className="text-end">
                    <Money value={a.balance} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
