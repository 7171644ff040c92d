import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketStatus,
} from '@aidat/shared';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TicketUnit } from '../api/get-units';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { hasFilters, type TicketFilters as Filters } from './ticket-filters-url';
import { ticketUnitLabel } from './ticket-labels';

/** Status, category, unit and 'overdue only'; blank means all. */
export function TicketFilters({
  filters,
  units,
  unitsFailed,
  onChange,
}: {
  filters: Filters;
  /** The site's units, or undefined while they load. */
  units: TicketUnit[] | undefined;
  unitsFailed: boolean;
  onChange: (change: Partial<Filters>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <legend className="visually-hidden">{T.filtersLabel}</legend>
      <Form.Group controlId={`${id}-status`}>
        <Form.Label>{T.status}</Form.Label>
        <Form.Select
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as TicketStatus | undefined })}
        >
          <option value="">{T.allStatuses}</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-category`}>
        <Form.Label>{T.category}</Form.Label>
        <Form.Select
          value={filters.category ?? ''}
          onChange={(e) => onChange({ category: (e.target.value || undefined) as TicketCategory | undefined })}
        >
          <option value="">{T.allCategories}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {TICKET_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-unit`}>
        <Form.Label>{T.unit}</Form.Label>
        <Form.Select
          value={filters.unitId ? String(filters.unitId) : ''}
          onChange={(e) => onChange({ unitId: Number(e.target.value) || undefined })}
          disabled={units === undefined}
          aria-describedby={unitsFailed ? `${id}-unit-error` : undefined}
        >
          <option value="">{T.allUnits}</option>
          {/* A unit named by the address stays chosen while the list loads. */}
          {units === undefined && filters.unitId ? <option value={String(filters.unitId)}>…</option> : null}
          {(units ?? []).map((u) => (
            <option key={u.id} value={String(u.id)}>
              {ticketUnitLabel({ unitId: u.id, block: u.block, doorNumber: u.doorNumber })}
            </option>
          ))}
        </Form.Select>
        {unitsFailed ? (
          <Form.Text id={`${id}-unit-error`} className="text-danger d-block">
            {T.unitsLoadFailed}
          </Form.Text>
        ) : null}
      </Form.Group>
      <Form.Check
        id={`${id}-overdue`}
        className="mb-2"
        type="switch"
        label={T.overdueOnly}
        checked={filters.overdue}
        onChange={(e) => onChange({ overdue: e.target.checked })}
      />
      {hasFilters(filters) ? (
        <Button
          variant="link"
          className="mb-1"
          onClick={() => onChange({ status: undefined, category: undefined, overdue: false, unitId: undefined })}
        >
          {T.clearFilters}
        </Button>
      ) : null}
    </fieldset>
  );
}
