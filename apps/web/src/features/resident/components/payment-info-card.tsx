import type { UnitDetail } from '@aidat/shared';
import { formatIban } from '../../../lib/iban';
import { UNIT_DETAIL_TEXTS as T } from '../messages-unit-detail';
import { CopyButton } from './copy-button';

/**
 * How to pay (PRODUCT.md §15): the site's IBAN and the unit's payment reference, each with a copy
 * button, so a transfer from a phone's banking app reaches the right unit (the bank statement
 * import matches it by that reference, PRODUCT.md §14).
 */
export function PaymentInfoCard({
  bankAccount,
  paymentReference,
}: {
  bankAccount: UnitDetail['bankAccount'];
  paymentReference: string;
}) {
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="how-to-pay-heading" data-testid="payment-info">
      <div className="card-body">
        <h2 id="how-to-pay-heading" className="h5 fw-semibold">
          {T.howToPay}
        </h2>
        <p className="small text-body-secondary">{bankAccount ? T.howToPayText : T.noBankAccount}</p>
        <dl className="mb-0">
          {bankAccount ? (
            <>
              <dt className="small text-body-secondary fw-normal">
                {T.iban} • {bankAccount.name}
              </dt>
              <dd className="d-flex flex-wrap align-items-center gap-2">
                <span className="font-monospace text-break" data-testid="iban">
                  {formatIban(bankAccount.iban)}
                </span>
                <CopyButton text={bankAccount.iban} what={T.iban} />
              </dd>
            </>
          ) : null}
          <dt className="small text-body-secondary fw-normal">{T.paymentReference}</dt>
          <dd className="d-flex flex-wrap align-items-center gap-2 mb-0">
            <span className="font-monospace fw-semibold" data-testid="payment-reference">
              {paymentReference}
            </span>
            <CopyButton text={paymentReference} what={T.paymentReference} />
          </dd>
        </dl>
      </div>
    </section>
  );
}
