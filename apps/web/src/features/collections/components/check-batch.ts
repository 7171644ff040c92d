import { BatchPaymentBody, BatchPaymentItem, type ErrorDetails } from '@aidat/shared';
import type { BatchPayload } from '../api/record-batch';
import { checkWithSchema } from '../../../lib/schema-check';
import { COLLECTIONS_TEXTS as T } from '../messages';
import { batchItem, type DebtLine, type Selection, sentGroups } from './debt-lines';

export interface BatchSettings {
  siteId: number;
  accountId: number | undefined;
  method: string;
  date: string;
}

/** Why the batch cannot go: the message, and the row it is about when it is about one. */
export interface BatchProblem {
  message: string;
  lineKey?: string;
}

/**
 * Checks the batch with the server's own schemas before it is sent. Each ticked row is checked on
 * its own so the message names it by its 'Sıra' number, as the server's row messages do; the
 * server's answer to a whole-body check would name the field but not the row. A unit's fee line
 * sent with its dues line (sentGroups) adds its amount to that payment, summed in kuruş.
 */
export function checkBatch(
  lines: DebtLine[],
  selection: Selection,
  settings: BatchSettings,
): { ok: true; body: BatchPayload } | { ok: false; problem: BatchProblem } {
  const groups = sentGroups(lines, selection);
  if (groups.length === 0) return { ok: false, problem: { message: T.nothingSelected } };
  const items: BatchPaymentBody['items'] = [];
  for (const [i, group] of groups.entries()) {
    let first: BatchPaymentBody['items'][number] | undefined;
    let kurus = 0;
    for (const line of group) {
      const item = checkWithSchema(BatchPaymentItem, batchItem(line, selection));
      if (!item.ok) return { ok: false, problem: { message: T.rowError(i + 1, item.error), lineKey: line.key } };
      first ??= item.data;
      kurus += Math.round(item.data.amount * 100);
    }
    if (first) items.push({ ...first, amount: kurus / 100 });
  }
  const body = { ...settings, items };
  const whole = checkWithSchema(BatchPaymentBody, body);
  if (!whole.ok) return { ok: false, problem: { message: whole.error } };
  // The checked values as typed (numbers already), not the schema's output: the server parses again.
  return { ok: true, body: body as BatchPayload };
}

/**
 * The ticked row a server error is about, when it is about one: its `details.row` counts the
 * batch's items from 1, as its message ("2. satır: …") does; `sent` is each item's first row.
 */
export function lineOfServerError(details: ErrorDetails, sent: DebtLine[]): string | undefined {
  return details.row === undefined ? undefined : sent[details.row - 1]?.key;
}
