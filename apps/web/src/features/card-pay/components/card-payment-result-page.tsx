import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCheckout } from '../api/get-checkout';
import { CARD_PAY_TEXTS as T } from '../messages';

const MAX_ID = 2_147_483_647;
const TONE = { pending: 'info', succeeded: 'success', failed: 'danger', expired: 'secondary' } as const;

/**
 * Where the provider sends the payer back (PRODUCT.md §20): the checkout's status, asked again
 * while the provider's callback is awaited, and the receipts of the payments it posted.
 */
export function CardPaymentResultPage() {
  const raw = useParams().checkoutId;
  const id = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= MAX_ID ? Number(raw) : null;
  const checkout = useCheckout(id);
  if (id === null) return <ErrorState text={T.notFound} />;
  if (checkout.isPending) return <LoadingState />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <ErrorState
        text={missing ? T.notFound : T.resultLoadFailed}
        onRetry={missing ? undefined : () => void checkout.refetch()}
      />
    );
  }
  const c = checkout.data;
  return (
    <section className="mx-auto" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">{T.resultTitle}</h1>
      <div className={`alert alert-${TONE[c.status]}`} role="status" data-testid="card-payment-status">
        <strong>{T.status[c.status]}</strong>
        {c.status === 'pending' ? <div className="small mt-1">{T.pendingHint}</div> : null}
      </div>
      <dl className="card card-body shadow-sm small mb-3">
        <div className="d-flex justify-content-between">
          <dt className="fw-normal text-body-secondary">{T.order}</dt>
          <dd className="mb-0 text-break">{c.orderId}</dd>
        </div>
        <div className="d-flex justify-content-between">
          <dt className="fw-normal text-body-secondary">{T.amount}</dt>
          <dd className="mb-0">{formatMoney(c.amount)}</dd>
        </div>
      </dl>
      {c.paymentIds.length > 0 ? (
        <div className="card card-body shadow-sm mb-3">
          <h2 className="h6">{T.receipts}</h2>
          <ul className="list-unstyled mb-0">
            {c.paymentIds.map((paymentId, i) => (
              <li key={paymentId}>
                <a href={apiPaths.cardPayments.receipt(paymentId)} target="_blank" rel="noreferrer">
                  <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
                  {T.receipt(c.receiptNos[i] ?? String(paymentId))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={paths.home} className="btn btn-link px-0">
        {T.home}
      </Link>
    </section>
  );
}
