import Badge from 'react-bootstrap/Badge';
import { MESSAGES } from '../../lib/messages-common';

/** One side of a history row: text, a yes/no flag, or nothing (the side a create or delete lacks). */
export type ChangeValue = string | boolean | null | undefined;

/** The history actions both history screens record (SPEC §4). */
export type HistoryAction = 'CREATE' | 'UPDATE' | 'DELETE';

const ACTION_BG: Record<HistoryAction, string> = { CREATE: 'success', UPDATE: 'primary', DELETE: 'danger' };

/** Shows a value the way every history column does: nothing as '-', a flag as Evet/Hayır. */
export function showChangeValue(value: ChangeValue): string {
  if (value === null || value === undefined || value === '') return MESSAGES.common.empty;
  if (typeof value === 'boolean') return value ? MESSAGES.common.yes : MESSAGES.common.no;
  return value;
}

/** The coloured CREATE/UPDATE/DELETE badge; the screen gives the Turkish names. */
export function ActionBadge({ action, labels }: { action: string; labels: Record<string, string> }) {
  return (
    <Badge bg={ACTION_BG[action as HistoryAction] ?? 'secondary'} title={action}>
      {labels[action] ?? action}
    </Badge>
  );
}

/**
 * One "old → new" history cell. A value that did not change is shown once and muted; a created
 * row shows only its new value and a deleted row only its old one, struck through, because the
 * other side does not exist. `show` lets a column name its own empty value (menu roles: 'Tüm Roller').
 * The arrow is a named icon: a visually-hidden span would be absolutely positioned and escape the
 * table's scroll wrapper, widening the whole page on a phone.
 */
export function ChangeCell({
  action,
  from,
  to,
  show = showChangeValue,
}: {
  action: string;
  from: ChangeValue;
  to: ChangeValue;
  show?: (value: ChangeValue) => string;
}) {
  if (action === 'CREATE') return <span className="text-break">{show(to)}</span>;
  if (action === 'DELETE') return <span className="text-break text-decoration-line-through">{show(from)}</span>;
  if (from === to || (from == null && to == null)) return <span className="text-body-secondary">{show(to)}</span>;
  return (
    <span className="text-break">
      <span className="text-danger-emphasis">{show(from)}</span>
      <i className="bi bi-arrow-right mx-1" role="img" aria-label="→" />
      <span className="text-success-emphasis">{show(to)}</span>
    </span>
  );
}
