import type { FinalStatementDto, PartyItemDto, PartyPaymentDto } from '@aidat/shared';
import { formatMoney } from '../../lib/format';
import { dayText } from '../../lib/day-text';
import { Money } from '../ui/money';
import { PARTY_ACCOUNT_TEXTS as T } from './messages';

/**
 * The charges and payments of a unit as a party sees them (PRODUCT.md §16): the owner's or the
 * tenant's account and a final statement show the same lists. Plain Bootstrap markup, phone first:
 * each line is the description with its day under it and the amount on the right.
 */

/** The charges, each with what of it is still unpaid; the tenant's unpaid ones flagged for the owners. */
export function PartyItemsList({
  items,
  title = T.items,
  level = 3,
}: {
  items: PartyItemDto[];
  title?: string;
  /** The heading's level where the list sits: 3 under a dialog's or a card's heading. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="mb-3" data-testid="party-items">
      <Heading className="h6 fw-semibold">{title}</Heading>
      {items.length === 0 ? (
        <p className="text-body-secondary small mb-0">{T.noItems}</p>
      ) : (
        <ul className="list-group">
          {items.map((item, i) => (
            <li
              // The late fee accrued to today has no id yet.
              key={item.id ?? `accrued-${i}`}
              className="list-group-item d-flex justify-content-between align-items-start gap-2"
              data-testid="party-item"
            >
              <div className="min-w-0">
                <div className="text-break">{item.description}</div>
                <div className="small text-body-secondary">
                  {dayText(item.date)}
                  {item.id === null ? ` • ${T.accrued}` : null}
                </div>
                {item.tenantDebt ? (
                  <div className="small text-warning-emphasis fw-semibold" data-testid="tenant-debt">
                    <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                    {T.tenantDebt}
                  </div>
                ) : null}
              </div>
              <div className="text-end text-nowrap">
                <Money value={item.amount} signed={false} className="fw-semibold" />
                <div className={`small ${item.unpaid > 0 ? 'text-danger' : 'text-success'}`}>
                  {item.unpaid > 0 ? T.unpaid(formatMoney(item.unpaid)) : T.paid}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The payments, each with the part of it that paid the charges shown beside it when that is less. */
export function PartyPaymentsList({ payments, level = 3 }: { payments: PartyPaymentDto[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="mb-3" data-testid="party-payments">
      <Heading className="h6 fw-semibold">{T.payments}</Heading>
      {payments.length === 0 ? (
        <p className="text-body-secondary small mb-0">{T.noPayments}</p>
      ) : (
        <ul className="list-group">
          {payments.map((p) => (
            <li
              key={p.id}
              className="list-group-item d-flex justify-content-between align-items-start gap-2"
              data-testid="party-payment"
            >
              <div className="min-w-0">
                <div>{T.paymentType[p.type] ?? T.payment}</div>
                <div className="small text-body-secondary">{dayText(p.date)}</div>
              </div>
              <div className="text-end text-nowrap">
                <Money value={p.amount} className="fw-semibold" />
                {p.settled < p.amount ? (
                  <div className="small text-body-secondary">{T.settled(formatMoney(p.settled))}</div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A balance line: 'Bakiye' and the signed amount (negative when owing). */
export function BalanceLine({ value, label = T.balance }: { value: number; label?: string }) {
  return (
    <div
      className="d-flex justify-content-between align-items-center border-top pt-2 fw-semibold"
      data-testid="party-balance"
    >
      <span>{label}</span>
      <Money value={value} />
    </div>
  );
}

/** A final statement (PRODUCT.md §16): whose, the period, its charges with what is unpaid, its payments and the balance. */
export function FinalStatementView({
  statement,
  withPeriod = true,
}: {
  statement: FinalStatementDto;
  /** Whose and the period, left out where the statement's heading says them already. */
  withPeriod?: boolean;
}) {
  return (
    <div data-testid="final-statement">
      {withPeriod ? (
        <p className="mb-3 small text-body-secondary">
          <span className="badge text-bg-secondary me-2">{T.party[statement.party]}</span>
          {T.period(dayText(statement.from), dayText(statement.to))}
        </p>
      ) : null}
      <PartyItemsList items={statement.items} />
      <PartyPaymentsList payments={statement.payments} />
      <BalanceLine value={statement.balance} />
    </div>
  );
}
