import type { BudgetApprovalDto } from '@aidat/shared';
import { Money } from '../../../components/ui/money';
import { formatMonth } from '../../../lib/month';
import { BUDGET_SCREEN_TEXTS as T } from '../messages';

/** What an approval set: from which month, and each unit's yearly share and monthly dues. */
export function ApprovalResult({ approval }: { approval: BudgetApprovalDto }) {
  return (
    <div className="mt-3" data-testid="budget-approval">
      <h3 className="h6">{T.approvalTitle}</h3>
      <p className="mb-1">{approval.message}</p>
      {approval.chargedUnits > 0 ? <p className="small text-muted">{T.chargedNow(approval.chargedUnits)}</p> : null}
      <div className="table-responsive" style={{ maxHeight: '24rem' }}>
        <table className="table table-sm small">
          <thead>
            <tr>
              <th scope="col">{T.unit}</th>
              <th scope="col" className="text-end">
                {T.yearlyShare}
              </th>
              {approval.months.map((m) => (
                <th key={m} scope="col" className="text-end text-nowrap">
                  {formatMonth(m)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {approval.units.map((u) => (
              <tr key={u.unitId}>
                <td className="text-nowrap">
                  {u.block}/{u.doorNumber}
                </td>
                <td className="text-end">
                  <Money value={u.yearly} signed={false} />
                </td>
                {u.monthly.map((amount, i) => (
                  <td key={approval.months[i]} className="text-end">
                    <Money value={amount} signed={false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
