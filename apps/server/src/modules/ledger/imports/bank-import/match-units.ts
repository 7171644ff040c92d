import { normalizeTurkishIban } from '@aidat/shared';
import { foldTurkish, foldWords } from './fold.js';
import { DoorIndex } from './match-door.js';
import { NameIndex } from './match-name.js';
import { ReferenceIndex } from './match-reference.js';
import { addTo, type MatchUnit } from './match-unit.js';
import type { StatementRow } from './statement-rows.js';

/**
 * A unit proposed for each incoming row of a statement, with the reason (PRODUCT.md §14), rules
 * tried in this order: the unit's payment reference in the description → the sender's IBAN seen
 * before for a unit → block and door in the description → the resident's name → an amount equal
 * to exactly one unit's debt. Pure: the manager confirms, changes or skips every proposal.
 *
 * The first rule that finds any unit decides. When it finds exactly one, that unit is proposed.
 * When it finds several (a name two residents share, an IBAN that paid for two flats, "Daire 5" on
 * a site with a door 5 in every block), the later rules may only narrow those down: the first one
 * leaving exactly one of them proposes it, with its own reason; otherwise nothing is proposed and
 * the candidates are listed for the manager to choose from. A later rule is never taken for a
 * unit the earlier rule did not point to: a name never overrides a reference.
 *
 * Outgoing rows (negative) get no unit; they may be recorded as expenses instead.
 */
export const MATCH_REASONS = ['reference', 'iban', 'door', 'name', 'amount'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export interface RowMatch {
  rowNumber: number;
  hash: string;
  /** The proposed unit, or null. */
  unitId: number | null;
  /** The rule that proposed `unitId`. */
  reason: MatchReason | null;
  /**
   * No unit proposed, but some in question: the first rule that found several, and the units left
   * after the later rules narrowed them as far as they could.
   */
  ambiguous?: { reason: MatchReason; unitIds: number[] };
  outgoing?: true;
}

type Candidates = { reason: MatchReason; unitIds: number[] };
type Rule = (row: StatementRow, folded: string, words: ReadonlySet<string>) => number[];

export function proposeUnits(rows: readonly StatementRow[], units: readonly MatchUnit[]): RowMatch[] {
  const rules = buildRules(units);
  return rows.map((row) => {
    const base = { rowNumber: row.rowNumber, hash: row.hash };
    if (row.amountKurus < 0) return { ...base, unitId: null, reason: null, outgoing: true };
    const folded = foldTurkish(row.description);
    const words = new Set(foldWords(`${row.description} ${row.sender ?? ''}`).split(' '));
    let candidates = null as Candidates | null;
    for (const [reason, rule] of rules) {
      const found = rule(row, folded, words);
      const within = candidates ? narrowed(found, candidates.unitIds) : found;
      if (within.length === 1) return { ...base, unitId: within[0], reason };
      if (within.length > 1) {
        candidates = { reason: candidates?.reason ?? reason, unitIds: [...within].sort((a, b) => a - b) };
      }
    }
    return candidates
      ? { ...base, unitId: null, reason: null, ambiguous: candidates }
      : { ...base, unitId: null, reason: null };
  });
}

function narrowed(found: readonly number[], among: readonly number[]): number[] {
  return found.filter((id) => among.includes(id));
}

function buildRules(units: readonly MatchUnit[]): Array<[MatchReason, Rule]> {
  const references = new ReferenceIndex(units);
  const doors = new DoorIndex(units);
  const names = new NameIndex(units);
  const byIban = new Map<string, number[]>();
  const byDebt = new Map<number, number[]>();
  for (const unit of units) {
    for (const iban of unit.knownIbans) {
      const normal = normalizeTurkishIban(iban);
      if (normal) addTo(byIban, normal, unit.unitId);
    }
    if (unit.debtKurus > 0) addTo(byDebt, unit.debtKurus, unit.unitId);
  }
  return [
    ['reference', (_row, folded) => references.find(folded)],
    ['iban', (row) => (row.senderIban ? (byIban.get(row.senderIban) ?? []) : [])],
    ['door', (_row, folded) => doors.find(folded)],
    ['name', (_row, _folded, words) => names.find(words)],
    ['amount', (row) => byDebt.get(row.amountKurus) ?? []],
  ];
}
