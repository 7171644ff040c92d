import { foldWords } from './fold.js';
import type { MatchUnit } from './match-unit.js';

/**
 * Units whose resident's name, or a current owner's or tenant's (PRODUCT.md §16), is written in a
 * row's description or sender: every word of the
 * name (folded, so 'Işık', 'IŞIK' and 'ISIK' are one word), in any order, as whole words. A name
 * of one word, or one-letter initials, says too little and is not used.
 */
export class NameIndex {
  /** By the first word of each name: the units and all the words they need. */
  private readonly byFirstWord = new Map<string, Array<{ unitId: number; words: string[] }>>();

  constructor(units: readonly MatchUnit[]) {
    for (const unit of units) {
      for (const name of new Set([unit.residentName ?? '', ...(unit.partyNames ?? [])])) {
        const words = foldWords(name)
          .split(' ')
          .filter((w) => w.length >= 2);
        if (words.length < 2) continue;
        const list = this.byFirstWord.get(words[0]) ?? [];
        list.push({ unitId: unit.unitId, words });
        this.byFirstWord.set(words[0], list);
      }
    }
  }

  /** `words`: the description and sender through foldWords, as a set. */
  find(words: ReadonlySet<string>): number[] {
    const found = new Set<number>();
    for (const word of words) {
      for (const candidate of this.byFirstWord.get(word) ?? []) {
        if (candidate.words.every((w) => words.has(w))) found.add(candidate.unitId);
      }
    }
    return [...found];
  }
}
