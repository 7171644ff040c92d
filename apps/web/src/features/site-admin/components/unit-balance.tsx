import type { AdminUnitDto } from '@aidat/shared';
import { Money } from '../../../components/ui/money';
import { formatMoney } from '../../../lib/format';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { balanceToday } from './unit-list-view';

/**
 * A unit's balance as of today and, when it counts late fees accrued to today, how much of it they
 * are (PRODUCT.md §12): the figure the debtor list and Tahsilat show, so paying it leaves nothing.
 */
export function UnitBalance({ unit, className }: { unit: AdminUnitDto; className?: string }) {
  return (
    <>
      <Money value={balanceToday(unit)} className={className} />
      {unit.lateFeeAccrued > 0 ? (
        // A span, not a div: the ledger dialog shows the balance inside a paragraph.
        <span className="d-block small fw-normal text-body-secondary" data-testid="unit-fee-accrued">
          {T.accruedIncluded(formatMoney(unit.lateFeeAccrued))}
        </span>
      ) : null}
    </>
  );
}
