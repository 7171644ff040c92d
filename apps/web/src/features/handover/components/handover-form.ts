import { type AccountDto, type HandoverBody, istanbulDay, type MeetingDto } from '@aidat/shared';
import { parseAmount } from '../../../lib/amount-input';
import { dayText } from '../../../lib/day-text';
import { HANDOVER_SCREEN_TEXTS as T } from '../messages';

/** The wizard's steps: the new manager, the kurul decision, the cash count, the note and the confirmation. */
export type Step = 1 | 2 | 3 | 4;

export interface ManagerValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

export type DecisionMode = 'meeting' | 'typed';

export interface DecisionValues {
  mode: DecisionMode;
  decisionId: string;
  decisionNo: string;
  decidedAt: string;
}

/** Each kasa's counted amount as typed, by account id. */
export type Counts = Record<number, string>;

/**
 * Errors by the request's own field names ('newManager.email', 'decidedAt', 'note'), except a
 * kasa's count, which is `count.{accountId}` (the request numbers kasas by their place in the list).
 */
export type FieldErrors = Record<string, string>;

export const EMPTY_MANAGER: ManagerValues = { fullName: '', email: '', phone: '', password: '' };
export const EMPTY_DECISION: DecisionValues = { mode: 'typed', decisionId: '', decisionNo: '', decidedAt: '' };

export const countKey = (accountId: number) => `count.${accountId}`;

/** A passed decision of a held meeting that may appoint a manager (KMK 34: by number and by arsa payı). */
export interface DecisionOption {
  id: number;
  label: string;
}

/** The decisions a handover may name: passed `countAndLandShare` motions of the site's held meetings. */
export function passedDecisions(meetings: readonly MeetingDto[]): DecisionOption[] {
  return meetings
    .filter((m) => m.status === 'held')
    .flatMap((m) =>
      m.motions
        .filter((x) => x.status === 'passed' && x.threshold === 'countAndLandShare')
        .map((x) => {
          const day = istanbulDay(new Date(x.session === 'second' ? m.secondAt : m.firstAt));
          return { id: x.id, label: T.decisionOption(m.title, x.title, dayText(day)), day };
        }),
    )
    .sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id)
    .map(({ id, label }) => ({ id, label }));
}

export const kasasOf = (accounts: readonly AccountDto[]) => accounts.filter((a) => a.kind === 'kasa');
export const othersOf = (accounts: readonly AccountDto[]) => accounts.filter((a) => a.kind !== 'kasa');

const kurus = (lira: number) => Math.round(lira * 100);

/** Counted − book for a kasa, in lira; null while nothing readable is typed. */
export function differenceOf(book: number, typed: string | undefined): number | null {
  const counted = parseAmount(typed ?? '');
  return typeof counted === 'number' ? (kurus(counted) - kurus(book)) / 100 : null;
}

/** What the first step lacks, said before it travels. */
export function managerErrors(v: ManagerValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.fullName.trim()) errors['newManager.fullName'] = T.required;
  if (!v.email.trim()) errors['newManager.email'] = T.required;
  if (!v.password) errors['newManager.password'] = T.required;
  return errors;
}

export function decisionErrors(d: DecisionValues): FieldErrors {
  const errors: FieldErrors = {};
  if (d.mode === 'meeting') {
    if (!d.decisionId) errors.decisionId = T.required;
    return errors;
  }
  if (!d.decisionNo.trim()) errors.decisionNo = T.required;
  if (!d.decidedAt) errors.decidedAt = T.required;
  return errors;
}

export function countErrors(kasas: readonly AccountDto[], counts: Counts): FieldErrors {
  const errors: FieldErrors = {};
  for (const k of kasas) {
    const read = parseAmount(counts[k.id] ?? '');
    if (read === undefined) errors[countKey(k.id)] = T.required;
    else if (typeof read === 'string') errors[countKey(k.id)] = T.amountUnreadable;
  }
  return errors;
}

/** The request: the decision as chosen (a motion, or a number and a day), every kasa's count as read. */
export function handoverBody(
  manager: ManagerValues,
  decision: DecisionValues,
  kasas: readonly AccountDto[],
  counts: Counts,
  note: string,
  linkExisting: boolean,
): HandoverBody {
  return {
    newManager: {
      fullName: manager.fullName.trim(),
      email: manager.email.trim(),
      phone: manager.phone || undefined,
      password: manager.password,
    },
    ...(linkExisting ? { linkExisting: true } : {}),
    ...(decision.mode === 'meeting'
      ? { decisionId: Number(decision.decisionId) }
      : { decisionNo: decision.decisionNo.trim(), decidedAt: decision.decidedAt }),
    // Checked before (countErrors): each is a number, or text the server names the field for.
    cashCount: kasas.map((k) => ({
      accountId: k.id,
      countedAmount: parseAmount(counts[k.id] ?? '') as number,
    })),
    note: note.trim() || undefined,
  };
}

/**
 * The server's field ("newManager.phone", "cashCount.1.countedAmount") as this form's, and the step
 * it is fixed on; `kasas` are the accounts in the order they were sent.
 */
export function formFieldOf(field: string, kasas: readonly AccountDto[]): { key: string; step: Step } | null {
  if (field.startsWith('newManager')) return { key: field, step: 1 };
  if (field === 'decisionId' || field === 'decisionNo' || field === 'decidedAt') return { key: field, step: 2 };
  const count = /^cashCount\.(\d+)/.exec(field);
  if (count) {
    const kasa = kasas[Number(count[1])];
    return kasa ? { key: countKey(kasa.id), step: 3 } : { key: 'cashCount', step: 3 };
  }
  if (field === 'cashCount') return { key: 'cashCount', step: 3 };
  if (field === 'note') return { key: 'note', step: 4 };
  return null;
}
