import { Link } from 'react-router';
import { paths } from '../../../config/paths-common';
import { RESIDENT_CARD_PAY_TEXTS as T } from '../messages-card-pay';

/** 'Kartla Öde' on a unit's page: its unpaid charges picked for a card payment (PRODUCT.md §20). */
export function CardPayLink({ unitId }: { unitId: number }) {
  return (
    <Link
      to={paths.cardPay.build(unitId)}
      className="card card-body shadow-sm mt-3 text-decoration-none"
      data-testid="card-pay-link"
    >
      <span className="fw-semibold">
        <i className="bi bi-credit-card me-2" aria-hidden="true" />
        {T.pay}
      </span>
      <span className="small text-body-secondary">{T.payHint}</span>
    </Link>
  );
}
