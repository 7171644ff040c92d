import { foldTurkish } from './fold.js';
import { addTo, type MatchUnit } from './match-unit.js';

/**
 * Units whose payment reference ("GNS-A5") is written in a description, however it was typed:
 * "GNS-A5", "gns a5", "GNSA5", "GNS - A 5". Both sides are cut into runs of letters and digits;
 * a reference is found when consecutive runs of the description join into exactly its runs
 * joined. Whole runs only, so "GNS-A51" or "XGNS-A5" never is "GNS-A5".
 */
export class ReferenceIndex {
  private readonly byCode = new Map<string, number[]>();
  private readonly longest: number;

  constructor(units: readonly MatchUnit[]) {
    let longest = 0;
    for (const unit of units) {
      const code = foldTurkish(unit.paymentReference).replace(/[^A-Z0-9]/g, '');
      if (!code) continue;
      addTo(this.byCode, code, unit.unitId);
      longest = Math.max(longest, code.length);
    }
    this.longest = longest;
  }

  /** `folded`: the description through foldTurkish. */
  find(folded: string): number[] {
    const found = new Set<number>();
    if (this.longest === 0) return [];
    const runs = folded.split(/[^A-Z0-9]+/).filter(Boolean);
    for (let i = 0; i < runs.length; i++) {
      let joined = '';
      for (let j = i; j < runs.length; j++) {
        joined += runs[j];
        if (joined.length > this.longest) break;
        for (const id of this.byCode.get(joined) ?? []) found.add(id);
      }
    }
    return [...found];
  }
}
