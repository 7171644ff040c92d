import { formatMoney } from '@aidat/shared';
import { type KeyboardEvent, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { COLLECTIONS_TEXTS as T } from '../messages';
import { amountOf, type DebtLine, type Selection, sentGroups } from './debt-lines';

export interface DebtTableProps {
  lines: DebtLine[];
  selection: Selection;
  /** The row a problem is about: its amount is marked invalid and described by the problem's alert. */
  problemLineKey?: string;
  /** The id of the alert that says what is wrong. */
  problemId: string;
  disabled: boolean;
  onAmount: (key: string, text: string) => void;
  onToggle: (key: string) => void;
}

const whatOf = (line: DebtLine) =>
  line.kind === 'aidat' ? T.dues : line.kind === 'gecikme' ? T.lateFee : T.charge(line.chargeTitle ?? '');

/**
 * One row per debt line. Only the amount fields are in the Tab order, so a manager goes from
 * amount to amount; Space in an amount ticks or unticks its row (an amount never needs a space),
 * Enter goes to the next amount, and Enter in the last one submits the form around the table.
 */
export function DebtTable({
  lines,
  selection,
  problemLineKey,
  problemId,
  disabled,
  onAmount,
  onToggle,
}: DebtTableProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // 'Sıra' numbers the payments in the order they are sent: an error's row 2 ("2. satır") is this
  // 2. A fee line sent in its unit's dues payment carries that payment's number.
  const rowNumbers = new Map<string, number>();
  for (const [i, group] of sentGroups(lines, selection).entries()) for (const l of group) rowNumbers.set(l.key, i + 1);

  const onKeyDown = (e: KeyboardEvent, index: number, key: string) => {
    if (e.key === ' ') {
      e.preventDefault();
      onToggle(key);
    } else if (e.key === 'Enter' && index < lines.length - 1) {
      e.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  return (
    <Table responsive hover size="sm" className="align-middle mb-0" aria-label={T.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colRow}</th>
          <th scope="col">{T.colInclude}</th>
          <th scope="col">{T.colUnit}</th>
          <th scope="col">{T.colResident}</th>
          <th scope="col">{T.colWhat}</th>
          <th scope="col" className="text-end">
            {T.colDebt}
          </th>
          <th scope="col">{T.colAmount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const included = selection.included.has(line.key);
          const unit = T.unitLabel(line.block, line.doorNumber);
          const what = whatOf(line);
          const invalid = problemLineKey === line.key;
          return (
            <tr
              key={line.key}
              data-testid="debt-row"
              data-line={line.key}
              className={invalid ? 'table-danger' : included ? 'table-active' : undefined}
            >
              <td className="text-body-secondary">{rowNumbers.get(line.key) ?? ''}</td>
              <td>
                <Form.Check
                  type="checkbox"
                  id={`collection-include-${line.key}`}
                  aria-label={T.includeRow(unit, what)}
                  checked={included}
                  disabled={disabled}
                  onChange={() => onToggle(line.key)}
                  tabIndex={-1}
                />
              </td>
              <td className="text-nowrap">{unit}</td>
              <td>
                {line.residentName ?? <span className="text-body-secondary">{T.noResident}</span>}
                {line.askOf ? (
                  <div className="small text-body-secondary" data-testid="collection-ask-of">
                    {T.askOf[line.askOf.party](line.askOf.names)}
                  </div>
                ) : null}
              </td>
              <td>{what}</td>
              <td className="text-end">
                <Money value={line.debt} signed={false} />
                {line.accrued ? (
                  <div className="small text-body-secondary" data-testid="fee-accrued">
                    {T.lateFeeAccrued(formatMoney(line.accrued))}
                  </div>
                ) : null}
              </td>
              <td style={{ minWidth: '9rem' }}>
                <Form.Control
                  ref={(el: HTMLInputElement | null) => {
                    inputs.current[index] = el;
                  }}
                  size="sm"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={T.amountOf(unit, what)}
                  value={amountOf(line, selection)}
                  disabled={disabled}
                  isInvalid={invalid}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? problemId : undefined}
                  onChange={(e) => onAmount(line.key, e.target.value)}
                  onKeyDown={(e) => onKeyDown(e, index, line.key)}
                  data-testid="collection-amount"
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
