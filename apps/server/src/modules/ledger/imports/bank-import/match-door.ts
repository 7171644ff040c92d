import { foldTurkish } from './fold.js';
import { addTo, type MatchUnit } from './match-unit.js';

/**
 * Units whose block and door are written in a description, the ways residents write them:
 * "A blok 5", "A Blok No:5", "A BLOK D:5", "Blok A Daire 5", "A-5", "A/5", "A5", "A5 nolu
 * daire", "5 nolu daire A blok". The blocks looked for are the site's own, so a stray letter is
 * not a block. A door written without a block ("Daire 5", "5 nolu daire", "D:5") points to every
 * unit with that door, and is used only when no block and door was found.
 *
 * A door number is a whole number: never the 5 of 15 or of 105, nor a piece of an amount or a
 * date ("5,00", "1.500", "A 5.01.2026"), hence the guards around every number.
 */
const SEP = '[\\s.,:;/-]*';
const NUM = '0*(?<door>\\d{1,4})(?!\\d)(?![.,]\\d)';
const BLOCK_WORD = '(?:BLOK|BLK|BL)\\b';
/** Words that may stand between a block and its door: "A blok daire no: 5". */
const DOOR_WORDS = `(?:(?:DAIRESI|DAIRE|D|NOLU|NO|NUMARALI|NUMARASI|NUMARA|NR)\\b${SEP})*`;

export class DoorIndex {
  private readonly byBlockDoor = new Map<string, number[]>();
  private readonly byDoor = new Map<string, number[]>();
  private readonly pairPatterns: RegExp[] = [];
  private readonly doorPatterns: RegExp[];

  constructor(units: readonly MatchUnit[]) {
    const blocks = new Set<string>();
    for (const unit of units) {
      const block = foldBlock(unit.block);
      const door = normalDoor(unit.doorNumber);
      if (!door) continue;
      addTo(this.byDoor, door, unit.unitId);
      if (block) {
        blocks.add(block);
        addTo(this.byBlockDoor, `${block}|${door}`, unit.unitId);
      }
    }
    const any = alternation([...blocks]);
    // "A5" and "A-5" only for letter blocks: "1-5" or "15" would be a block 1 out of thin air.
    const letters = alternation([...blocks].filter((b) => /^[A-Z]+$/.test(b)));
    if (any) {
      this.pairPatterns.push(
        // block first, then the word blok: "A blok 5", "A Blok No:5", "A-BLOK D.5"
        new RegExp(`(?<![A-Z0-9])(?<block>${any})${SEP}${BLOCK_WORD}${SEP}${DOOR_WORDS}${NUM}`, 'g'),
        // the word blok first: "Blok A Daire 5", "BLOK: A NO: 5"
        new RegExp(`\\b(?:BLOK|BLK)${SEP}(?<block>${any})(?![A-Z0-9])${SEP}${DOOR_WORDS}${NUM}`, 'g'),
        // door first: "5 nolu daire A blok", "5 no'lu daire, blok A"
        new RegExp(
          `(?<![\\d.,])0*(?<door>\\d{1,4})(?!\\d)(?![.,]\\d)${SEP}(?:NOLU|NO|NUMARALI|NR)?${SEP}DAIRE(?:SI)?\\b${SEP}` +
            `(?:(?<block>${any})${SEP}${BLOCK_WORD}|(?:BLOK|BLK)${SEP}(?<block2>${any})(?![A-Z0-9]))`,
          'g',
        ),
      );
    }
    if (letters) {
      this.pairPatterns.push(
        // "A-5", "A/5", "A - 5"
        new RegExp(`(?<![A-Z0-9])(?<block>${letters})\\s?[-/]\\s?${NUM}(?![A-Z])`, 'g'),
        // "A5", "A05", "A5 nolu daire"
        new RegExp(`(?<![A-Z0-9])(?<block>${letters})${NUM}(?![A-Z0-9])`, 'g'),
      );
    }
    this.doorPatterns = [
      // "5 nolu daire", "5 no daire", "5 numaralı daire"
      new RegExp(`(?<![\\d.,])0*(?<door>\\d{1,4})(?!\\d)(?![.,]\\d)${SEP}(?:NOLU|NO|NUMARALI|NR)${SEP}DAIRE`, 'g'),
      // "Daire 5", "Daire No: 5", "D:5", "D.5"
      new RegExp(`\\b(?:DAIRE(?:${SEP}(?:NO|NUMARA|NUMARASI)\\b)?[\\s.:;-]*|D[:.]\\s*)${NUM}`, 'g'),
    ];
  }

  /** `folded`: the description through foldTurkish. */
  find(folded: string): number[] {
    const found = new Set<number>();
    for (const pattern of this.pairPatterns) {
      for (const m of folded.matchAll(pattern)) {
        const block = m.groups?.block ?? m.groups?.block2;
        const door = m.groups?.door;
        if (!block || !door) continue;
        for (const id of this.byBlockDoor.get(`${block}|${door}`) ?? []) found.add(id);
      }
    }
    if (found.size > 0) return [...found];
    for (const pattern of this.doorPatterns) {
      for (const m of folded.matchAll(pattern)) {
        for (const id of this.byDoor.get(m.groups?.door ?? '') ?? []) found.add(id);
      }
    }
    return [...found];
  }
}

function foldBlock(block: string): string {
  return foldTurkish(block).replace(/[^A-Z0-9]/g, '');
}

/** "05" and "5" are one door; a door with letters ("5A") is kept as written, folded. */
export function normalDoor(door: string): string {
  const folded = foldTurkish(door).replace(/[^A-Z0-9]/g, '');
  return /^\d+$/.test(folded) ? folded.replace(/^0+(?=\d)/, '') : folded;
}

/** A regex alternation of the blocks, longest first so that "AB" is not read as "A". */
function alternation(blocks: string[]): string {
  return blocks
    .sort((a, b) => b.length - a.length)
    .map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}
