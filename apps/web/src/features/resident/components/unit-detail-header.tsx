import type { UnitDetail } from '@aidat/shared';
import { Money } from '../../../components/ui/money';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';

/** Site name as the page title, the unit's label and its total balance. */
export function UnitDetailHeader({
  unit,
  totalOutstanding,
  accrued,
}: {
  unit: UnitDetail['unit'];
  /** As of today, the late fees accrued to today included. */
  totalOutstanding: number;
  accrued: boolean;
}) {
  return (
    <header className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
      <div className="min-w-0">
        <h1 className="h3 mb-1 text-break">{unit.siteName}</h1>
        <p className="mb-0 text-body-secondary">{RESIDENT_TEXTS.unitLabel(unit.block, unit.doorNumber)}</p>
      </div>
      <div className="text-end">
        <div className="small text-body-secondary">{RESIDENT_TEXTS.totalOutstanding}</div>
        <Money value={totalOutstanding} className="fs-4 fw-bold" />
        {accrued ? <div className="small text-body-secondary">{RESIDENT_TEXTS.accruedIncluded}</div> : null}
      </div>
    </header>
  );
}
