import type { AdditionalChargeDto, AdminUnitDto, ExpenseCategoryDto, StatementImportRowDto } from '@aidat/shared';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { STATEMENT_TEXTS as T } from '../statement-messages';
import type { RowChoice } from './statement-review-model';

export const unitLabelOf = (u: AdminUnitDto) => `${u.block}-${u.doorNumber}`;
const unitOption = (u: AdminUnitDto) => T.unitOption(unitLabelOf(u), u.resident?.fullName);

/**
 * A unit typed into a searchable field: the browser's list narrows as the manager types a block,
 * a door or a name, and a choice from it (or its exact label, "A-5") picks the unit.
 */
function UnitPicker({
  row,
  units,
  unitId,
  onPick,
}: {
  row: StatementImportRowDto;
  units: AdminUnitDto[];
  unitId: number | null;
  onPick: (unitId: number | null) => void;
}) {
  const listId = useId();
  const current = units.find((u) => u.id === unitId);
  // Candidates first: the ambiguous match's units are the likely answer.
  const ordered = row.candidateUnitIds.length
    ? [...units].sort(
        (a, b) => Number(row.candidateUnitIds.includes(b.id)) - Number(row.candidateUnitIds.includes(a.id)),
      )
    : units;
  return (
    <>
      <Form.Control
        size="sm"
        key={unitId ?? 'none'}
        list={listId}
        defaultValue={current ? unitOption(current) : ''}
        placeholder={T.unitPlaceholder}
        aria-label={T.unitPicker(row.rowNumber)}
        isInvalid={unitId === null}
        onChange={(e) => {
          const text = e.target.value.trim().toLocaleUpperCase('tr');
          const found = units.find(
            (u) => unitOption(u).toLocaleUpperCase('tr') === text || unitLabelOf(u).toLocaleUpperCase('tr') === text,
          );
          if (found) onPick(found.id);
        }}
      />
      <datalist id={listId}>
        {ordered.map((u) => (
          <option key={u.id} value={unitOption(u)} />
        ))}
      </datalist>
    </>
  );
}

/** Dues, or one of the site's ek bütçes: what an incoming payment is for. Offered only when the site has one. */
function PaymentKindPicker({
  row,
  charges,
  value,
  onPick,
}: {
  row: StatementImportRowDto;
  charges: AdditionalChargeDto[];
  value: number | null;
  onPick: (additionalChargeId: number | null) => void;
}) {
  if (charges.length === 0) return null;
  return (
    <Form.Select
      size="sm"
      className="mt-1"
      aria-label={T.paymentKindFor(row.rowNumber)}
      value={value ?? ''}
      onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
      data-testid="statement-payment-kind"
    >
      <option value="">{T.paymentKindDues}</option>
      {charges.map((c) => (
        <option key={c.id} value={c.id}>
          {T.paymentKindCharge(c.title)}
        </option>
      ))}
    </Form.Select>
  );
}

/** One statement row: the bank's movement, the unit proposed and why, and what to do with it. */
export function StatementRow({
  row,
  choice,
  locked,
  units,
  categories,
  charges,
  refused = false,
  onChange,
}: {
  row: StatementImportRowDto;
  choice: RowChoice;
  locked: boolean;
  units: AdminUnitDto[];
  categories: ExpenseCategoryDto[];
  /** The site's ek bütçes still in force, for payments towards one. */
  charges: AdditionalChargeDto[];
  /** The row the confirm's refusal named (its details' row): marked until the choices change. */
  refused?: boolean;
  onChange: (choice: RowChoice) => void;
}) {
  const muted = locked || choice.action === 'skip';
  let unitCell: React.ReactNode;
  if (row.outcome)
    unitCell = <Badge bg={row.outcome === 'skipped' ? 'secondary' : 'success'}>{T.outcomes[row.outcome]}</Badge>;
  else if (row.alreadyImported)
    unitCell = (
      <Badge bg="warning" text="dark">
        {T.alreadyImported}
      </Badge>
    );
  else if (choice.action === 'payment')
    unitCell = (
      <>
        <UnitPicker
          row={row}
          units={units}
          unitId={choice.unitId}
          onPick={(unitId) => onChange({ ...choice, unitId })}
        />
        <PaymentKindPicker
          row={row}
          charges={charges}
          value={choice.additionalChargeId ?? null}
          onPick={(additionalChargeId) => onChange({ ...choice, additionalChargeId })}
        />
      </>
    );
  else if (choice.action === 'expense')
    unitCell = (
      <Form.Select
        size="sm"
        aria-label={T.categoryPicker(row.rowNumber)}
        value={choice.categoryId ?? ''}
        isInvalid={choice.categoryId === null}
        onChange={(e) => onChange({ action: 'expense', categoryId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{T.categoryPlaceholder}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Form.Select>
    );
  else unitCell = null;

  return (
    <tr
      data-testid="statement-row"
      data-row={row.rowNumber}
      data-refused={refused || undefined}
      className={refused ? 'table-danger' : muted ? 'text-body-secondary' : undefined}
    >
      <td className="text-nowrap small">
        <DateText value={row.date} format="date" />
      </td>
      <td className="small">{row.description}</td>
      <td className="text-end">
        <Money value={row.amount} />
      </td>
      <td className="small">{row.sender ?? ''}</td>
      <td style={{ minWidth: '14rem' }}>
        {unitCell}
        <div className="small text-body-secondary mt-1" data-testid="statement-reason">
          {row.reasonText}
        </div>
      </td>
      <td>
        {locked ? null : (
          <Form.Select
            size="sm"
            aria-label={T.actionFor(row.rowNumber)}
            value={choice.action}
            onChange={(e) => {
              const action = e.target.value as RowChoice['action'];
              if (action === 'payment') onChange({ action, unitId: row.proposedUnitId });
              else if (action === 'expense') onChange({ action, categoryId: null });
              else onChange({ action });
            }}
          >
            {row.outgoing ? (
              <option value="expense">{T.actionExpense}</option>
            ) : (
              <option value="payment">{T.actionPayment}</option>
            )}
            <option value="skip">{T.actionSkip}</option>
          </Form.Select>
        )}
      </td>
    </tr>
  );
}
