import type { CheckoutDto, PartyItemDto } from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateCheckout } from '../api/create-checkout';
import { useUnitAccount } from '../api/get-unit-account';
import { CARD_PAY_TEXTS as T } from '../messages';
import { isPickable, pickAll, toggle } from './card-pay-selection';

const MAX_ID = 2_147_483_647;

/** The address's unit id, or null when it cannot be one. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

function ItemRow({ item, picked, onToggle }: { item: PartyItemDto; picked: boolean; onToggle: (id: number) => void }) {
  if (!isPickable(item)) {
    // A late fee goes with its charge; a paid charge is not offered.
    if (item.type !== 'gecikme_charge' || item.unpaid <= 0) return null;
    return (
      <li className="list-group-item d-flex justify-content-between small text-body-secondary">
        {/* Indented under its charge: margin, as the styles carry no padding-start utilities. */}
        <span className="ms-4">
          {T.lateFee}
          {item.id === null ? ` (${T.accrued})` : ''}
        </span>
        <span className="text-nowrap">{formatMoney(item.unpaid)}</span>
      </li>
    );
  }
  const inputId = `card-pay-${item.id}`;
  return (
    <li className="list-group-item d-flex justify-content-between align-items-center gap-2">
      <div className="form-check mb-0">
        <input
          id={inputId}
          className="form-check-input"
          type="checkbox"
          checked={picked}
          onChange={() => onToggle(item.id)}
          data-testid="card-pay-item"
        />
        <label className="form-check-label" htmlFor={inputId}>
          {item.description}
        </label>
      </div>
      <span className="text-nowrap">{formatMoney(item.unpaid)}</span>
    </li>
  );
}

function Ready({ checkout }: { checkout: CheckoutDto }) {
  return (
    <div className="card card-body shadow-sm" data-testid="card-pay-ready">
      <div className="d-flex justify-content-between mb-2">
        <span>{T.amount}</span>
        <strong className="text-nowrap">{formatMoney(checkout.amount)}</strong>
      </div>
      <div className="small text-body-secondary mb-3">
        {T.expiresAt}: {formatDate(checkout.expiresAt)}
      </div>
      <a className="btn btn-primary w-100" href={checkout.paymentUrl} data-testid="card-pay-go">
        {T.goToPayment}
      </a>
    </div>
  );
}

/**
 * 'Kartla Öde' (PRODUCT.md §20): the unit's unpaid charges this person may pay, ticked oldest first
 * within each kind; the server opens a checkout of exactly their debt, late fees included, and the
 * payer goes on to the provider's page. No card number is typed here.
 */
export function CardPayPage() {
  const unitId = parseId(useParams().unitId);
  const account = useUnitAccount(unitId);
  const create = useCreateCheckout(unitId ?? 0);
  const submit = useIdempotentSubmit();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [checkout, setCheckout] = useState<CheckoutDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (unitId === null) return <ErrorState text={T.loadFailed} />;
  if (account.isPending) return <LoadingState />;
  if (account.isError) return <ErrorState text={T.loadFailed} onRetry={() => void account.refetch()} />;
  const items = account.data.items;
  const pickable = items.filter(isPickable);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const body = { chargeIds: pickable.filter((i) => picked.has(i.id)).map((i) => i.id) };
    try {
      await submit(body, async (idempotencyKey) => setCheckout(await create.mutateAsync({ body, idempotencyKey })));
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : T.loadFailed);
    }
  };

  return (
    <section className="mx-auto" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-1">{T.title}</h1>
      <p className="text-body-secondary mb-3">
        {account.data.siteName} • {account.data.block}-{account.data.doorNumber}
      </p>
      {checkout ? (
        <Ready checkout={checkout} />
      ) : pickable.length === 0 ? (
        <div className="alert alert-success">{T.nothingOwed}</div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <p className="small">{T.intro}</p>
          <div className="d-flex gap-2 mb-2">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setPicked(pickAll(items))}>
              {T.selectAll}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setPicked(new Set())}>
              {T.clear}
            </button>
          </div>
          <ul className="list-group shadow-sm mb-3" aria-label={T.itemsLabel}>
            {items.map((item, i) => (
              <ItemRow
                key={item.id ?? `fee-${i}`}
                item={item}
                picked={item.id !== null && picked.has(item.id)}
                onToggle={(id) => setPicked((now) => toggle(items, now, id))}
              />
            ))}
          </ul>
          {refusal ? (
            <div className="alert alert-danger" role="alert" data-testid="card-pay-refusal">
              {refusal}
            </div>
          ) : null}
          <div className="d-flex justify-content-between align-items-center">
            <span className="small">{T.selected(picked.size)}</span>
            <button type="submit" className="btn btn-primary" disabled={picked.size === 0 || create.isPending}>
              {T.start}
            </button>
          </div>
        </form>
      )}
      <Link to={paths.unit.build(unitId)} className="btn btn-link px-0 mt-3">
        {T.back}
      </Link>
    </section>
  );
}
