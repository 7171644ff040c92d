import { MESSAGES } from '../../../lib/messages';

type Value = string | boolean | null | undefined;

function show(value: Value): string {
  if (value === null || value === undefined || value === '') return MESSAGES.common.empty;
  if (typeof value === 'boolean') return value ? MESSAGES.common.yes : MESSAGES.common.no;
  return value;
}

/**
 * "old → new"; a value that did not change is shown once, and a create or delete shows its one side.
 * The arrow is a named icon: a visually-hidden span would be absolutely positioned and escape the
 * table's scroll wrapper, widening the whole page on a phone.
 */
export function ChangeText({ from, to }: { from: Value; to: Value }) {
  if (from === to || (from == null && to == null)) return <span className="text-body-secondary">{show(to)}</span>;
  return (
    <span className="text-break">
      <span className="text-danger-emphasis">{show(from)}</span>
      <i className="bi bi-arrow-right mx-1" role="img" aria-label="→" />
      <span className="text-success-emphasis">{show(to)}</span>
    </span>
  );
}
